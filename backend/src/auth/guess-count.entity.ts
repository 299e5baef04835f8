import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Attempts per limit key (an address, an email, both) in the current window; an UNLOGGED table. */
@Entity('guess_counts')
export class GuessCount {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'guess_counts_pkey' })
  key: string;

  @Column({ type: 'int' })
  count: number;

  @Index('guess_counts_expires_at_idx')
  @Column({ type: 'timestamptz' })
  expires_at: Date;
}
