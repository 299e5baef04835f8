// Writes a long answer (the whole ledger as JSON, the Master CSV) a chunk at a time, reading the
// next chunk only once the client has taken the last one, so a million rows are never one string
// in memory and a slow client slows the database reads instead of filling the server's memory.
import type { Response } from 'express';

/** Writes a chunk and, when the client is slower than the database, waits until it catches up. */
function write(res: Response, chunk: string | Buffer): Promise<void> {
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Streams `chunks` into the answer and ends it; stops reading when the client went away. */
export async function streamText(
  res: Response,
  chunks: AsyncIterable<string | Buffer>,
): Promise<void> {
  for await (const chunk of chunks) {
    if (res.destroyed) return; // the client went away (leaving the loop closes the reader)
    await write(res, chunk);
  }
  res.end();
}
