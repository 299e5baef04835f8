import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import type { Company } from '../companies/company.entity.js';

@Entity('calculators')
export class Calculator {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('calculators_company_id_key', { unique: true })
  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ type: 'jsonb' })
  config: CalculatorConfig;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
