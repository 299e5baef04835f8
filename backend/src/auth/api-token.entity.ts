import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';

/**
 * The row a relation reaches (companies, users), typed by its key only: auth is a base layer and
 * imports no feature's entity; the relations exist for their foreign keys (names, not classes).
 */
type Row = { id: number };

/** A company's credential for a script: a principal of its own with scopes, never a person. */
@Entity('api_tokens')
export class ApiTokenRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('api_tokens_company_id_idx')
  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Row>;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The first characters of the secret, shown in the list. */
  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  /** sha256 (hex) of the whole secret: 256 random bits need no slow hash. */
  @Index('api_tokens_secret_hash_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  secret_hash: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  scopes: string[];

  @Index('api_tokens_created_by_idx')
  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<Row>;

  @Column({ type: 'varchar', length: 320, nullable: true })
  created_by_email: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  last_used_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revoked_at: Date | null;
}
