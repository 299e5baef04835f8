// COPY … TO STDOUT on a connection of its own: PostgreSQL writes a long answer (the Master CSV)
// while the server only passes its bytes on. Its own connection, not the pool's: a client that
// downloads slowly holds this connection (the COPY waits on the socket), never one that other
// requests and other companies need. A few at a time per process (the caller takes a slot).
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

export interface CopyOutOptions {
  /** The longest the whole COPY may take, the client's download included. */
  statementTimeoutMs: number;
  /** Session settings the SQL relies on (e.g. `{ DateStyle: 'ISO' }`). */
  settings?: Record<string, string>;
}

/**
 * The bytes of `COPY (sql) TO STDOUT …` as they come. Reading slowly slows PostgreSQL down (the
 * socket's back-pressure), nothing piles up here; leaving the loop early (the client went away)
 * or an error drops the connection, which ends the COPY on the server.
 */
export async function* copyOut(
  url: string,
  copy: string,
  { statementTimeoutMs, settings = {} }: CopyOutOptions,
): AsyncGenerator<Buffer> {
  const options = Object.entries({ statement_timeout: String(statementTimeoutMs), ...settings })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const client = new pg.Client({ connectionString: url, options, connectionTimeoutMillis: 5_000 });
  // An error on an idle client (the server went away between chunks) must not crash the process:
  // the COPY stream fails with it and the answer is cut.
  client.on('error', () => undefined);
  await client.connect();
  let finished = false;
  try {
    const stream = client.query(copyTo(copy));
    for await (const chunk of stream) yield chunk as Buffer;
    finished = true;
  } finally {
    if (finished) await client.end();
    // Mid-COPY, a polite end would wait for PostgreSQL to finish sending: cut the socket instead.
    else
      (
        client as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
  }
}
