// COPY … FROM of text already in COPY (FORMAT csv) form, inside the caller's transaction: through
// the pg driver on a PostgreSQL server (the transaction's own connection); on PGlite, which cannot
// take COPY FROM STDIN through the driver, as a blob handed to PGlite itself — its one session is
// the one the transaction holds, so the COPY is part of the transaction.
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
  pieces: readonly Uint8Array[],
): Promise<void> {
  if (pglite) {
    await pglite.query(`COPY ${into} FROM '/dev/blob' WITH (FORMAT csv)`, [], {
      blob: new Blob(pieces as Uint8Array<ArrayBuffer>[], { type: 'text/csv' }),
    });
    return;
  }
  const client = (await tx.queryRunner!.connect()) as PoolClient;
  const copy = client.query(copyFrom(`COPY ${into} FROM STDIN WITH (FORMAT csv)`));
  // Buffers over the same memory (no copy): the stream takes Buffers.
  const buffers = pieces.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength));
  await pipeline(Readable.from(buffers), copy);
}
