// COPY … FROM of text already in COPY (FORMAT csv) form, inside the caller's transaction: through
// the pg driver on a PostgreSQL server (the transaction's own connection); on PGlite, which cannot
// take COPY FROM STDIN through the driver, as blobs handed to PGlite itself — its one session is
// the one the transaction holds, so the COPYs are part of the transaction.
import type { PGlite } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from 'typeorm';

/** `into` is `table (columns)`; `pieces` whole lines of UTF-8 COPY text. */
export async function copyIn(
  tx: EntityManager,
  pglite: PGlite | null,
  into: string,
  pieces: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<void> {
  if (pglite) {
    // One COPY per piece as it comes: the worker writes the next piece while PGlite (on this
    // thread) stores this one, instead of PGlite waiting for the whole text.
    for await (const piece of pieces) {
      await pglite.query(`COPY ${into} FROM '/dev/blob' WITH (FORMAT csv)`, [], {
        blob: new Blob([piece as Uint8Array<ArrayBuffer>], { type: 'text/csv' }),
      });
    }
    return;
  }
  const client = (await tx.queryRunner!.connect()) as PoolClient;
  const copy = client.query(copyFrom(`COPY ${into} FROM STDIN WITH (FORMAT csv)`));
  // Each piece into COPY as it comes (from the worker, while it writes the next), as a Buffer
  // over the same memory. A failure before the end aborts the COPY, and the transaction with it.
  async function* buffers() {
    for await (const p of pieces) yield Buffer.from(p.buffer, p.byteOffset, p.byteLength);
  }
  await pipeline(Readable.from(buffers()), copy);
}
