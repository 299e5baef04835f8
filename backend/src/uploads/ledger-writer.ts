// Stores validated ledger records as one upload batch inside the caller's transaction, and
// registers every rep email the company has not seen before (a rep key with a fresh view key).
// Uploads that only add lines (no Line ID, duplicates and pending added) come straight here;
// the others go through reconcile.ts, which uses createUpload, countUpload and registerReps.
// The rows go in with COPY (about three times faster than INSERT), as the COPY text the upload
// worker already wrote (PackedUpload): the main thread only streams its buffers (copy-in.ts).
import { Inject, Injectable } from '@nestjs/common';
import type { LedgerRecordInput } from '@commissionbee/shared/types';
import {
  LEDGER_COPY_COLUMNS,
  ledgerCopyLines,
  repEmails,
  totalCents,
} from '@commissionbee/shared/ledger-copy';
import type { EntityManager } from 'typeorm';
import type { PGlite } from '@electric-sql/pglite';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { EMBEDDED_PGLITE } from '../database/embedded-db.module.js';
import type { Db } from '../database/sql.js';
import { newViewKey } from '../view-keys/view-key.js';
import { copyIn } from '../database/copy-in.js';
import type { IngestProfile } from './ingest-profile.js';
import { LedgerIngestRepository } from './ledger-ingest.repository.js';
import type { PackedUpload } from './ledger-upload-parser.js';

/** Rows per piece of COPY text built here (LedgerWriter.store). */
const COPY_PIECE = 10_000;

export interface UploadMeta {
  fileName: string | null;
  userId: number | null;
  uploadedBy: string | null;
}

@Injectable()
export class LedgerWriter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EMBEDDED_PGLITE) private readonly pglite: PGlite | null,
    private readonly repository: LedgerIngestRepository,
  ) {}

  /**
   * An id for an upload about to be parsed, so the worker can write it into the COPY text. Taken
   * from the sequence outside any transaction: an upload that fails leaves a gap, nothing else.
   */
  reserveUploadId(db: Db): Promise<number> {
    return this.repository.reserveUploadId(db);
  }

  /** Stores records held in this process (tests, seeds) the way an upload stores its packed text. */
  async store(
    tx: EntityManager,
    companyId: number,
    records: LedgerRecordInput[],
    meta: UploadMeta,
  ): Promise<{ uploadId: number; newEmails: string[] }> {
    const uploadId = await this.reserveUploadId(tx);
    const pieces: Uint8Array[] = [];
    const encoder = new TextEncoder();
    for (let start = 0; start < records.length; start += COPY_PIECE) {
      const end = Math.min(records.length, start + COPY_PIECE);
      pieces.push(encoder.encode(ledgerCopyLines(companyId, uploadId, records, start, end)));
    }
    const packed: PackedUpload = {
      target: 'ledger',
      pieces,
      rowCount: records.length,
      totalCents: totalCents(records),
      emails: repEmails(records),
      hasLineIds: records.some((r) => r.line_id),
      digest: null,
    };
    return this.storePacked(tx, companyId, uploadId, packed, meta);
  }

  /** Stores an upload that only adds lines: its packed COPY text carries `uploadId`. */
  async storePacked(
    tx: EntityManager,
    companyId: number,
    uploadId: number,
    packed: PackedUpload,
    meta: UploadMeta,
    profile?: IngestProfile,
  ): Promise<{ uploadId: number; newEmails: string[] }> {
    if (packed.target !== 'ledger') throw new Error('The upload is packed for reconciling');
    await this.insertUpload(tx, companyId, uploadId, meta, packed.rowCount, packed.totalCents);
    await copyIn(tx, this.embedded(), `ledger_records (${LEDGER_COPY_COLUMNS})`, packed.pieces);
    // A streamed upload's count and total are known once its last piece is in.
    if (packed.streaming)
      await this.repository.setUploadTotals(
        companyId,
        uploadId,
        packed.rowCount,
        packed.totalCents,
        tx,
      );
    profile?.mark('store_rows');
    const newEmails = await this.registerReps(tx, companyId, packed.emails);
    profile?.mark('register_keys');
    return { uploadId, newEmails };
  }

  /** PGlite when the database is the embedded one, else null (a PostgreSQL server). */
  embedded(): PGlite | null {
    return this.config.DATABASE_URL ? null : this.pglite;
  }

  private insertUpload(
    tx: EntityManager,
    companyId: number,
    uploadId: number,
    meta: UploadMeta,
    rowCount: number,
    totalCents: number,
  ): Promise<void> {
    return this.repository.insertUpload(companyId, uploadId, { ...meta, rowCount, totalCents }, tx);
  }

  /** An upload batch with no rows yet (a reconciled upload counts its rows with countUpload). */
  async createUpload(
    tx: EntityManager,
    companyId: number,
    uploadId: number,
    meta: UploadMeta,
  ): Promise<void> {
    await this.insertUpload(tx, companyId, uploadId, meta, 0, 0);
  }

  /** The batch's row count and total: its file's lines (numbers.ts, uploadTotals). */
  countUpload(tx: EntityManager, companyId: number, uploadId: number): Promise<void> {
    return this.repository.countUpload(companyId, uploadId, tx);
  }

  /**
   * Gives each of `emails` (one per address, as first written) without a live rep key one; returns
   * the emails that got a rep key just now, in the same order.
   */
  async registerReps(tx: EntityManager, companyId: number, emails: string[]): Promise<string[]> {
    if (emails.length === 0) return [];
    const inserted = await this.repository.insertRepKeys(
      companyId,
      emails,
      emails.map(() => newViewKey()),
      tx,
    );
    const added = new Set(inserted);
    return emails.filter((e) => added.has(e));
  }
}
