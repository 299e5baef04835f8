import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A ledger row's search text computed but not yet under the trigram index (migration
 * LedgerSearchStaged): searched with a plain LIKE for the few seconds until LedgerSearchIndexer
 * moves it into `ledger_search`. `id` is the ledger row's id.
 */
@Entity('ledger_search_staged')
export class LedgerSearchStagedEntry {
  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'ledger_search_staged_pkey' })
  id: number;

  @Index('ledger_search_staged_company_id_idx')
  @Column({ type: 'int' })
  company_id: number;

  @Column({ type: 'text' })
  text: string;
}
