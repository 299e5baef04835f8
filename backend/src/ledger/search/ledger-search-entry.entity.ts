import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One ledger row's search text under the trigram index, written after its upload has committed
 * (migration LedgerSearchDeferred, LedgerSearchIndexer); `id` is the ledger row's id.
 */
@Entity('ledger_search')
@Index('ledger_search_text_trgm_idx', { synchronize: false })
export class LedgerSearchEntry {
  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'ledger_search_pkey' })
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @Column({ type: 'text' })
  text: string;
}
