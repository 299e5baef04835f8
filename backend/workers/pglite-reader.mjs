// Opens a copy of the embedded database in a worker thread and answers read queries from the
// backup (src/backup/snapshot.ts), so PGlite's start-up, recovery and COPY run off the thread that
// serves requests. Plain JavaScript: it runs as is from src (tests) and from dist.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const extensions = {};
for (const name of workerData.extensions) {
  extensions[name] = (await import(`@electric-sql/pglite/contrib/${name}`))[name];
}
const db = await PGlite.create(workerData.dataDir, { extensions });

parentPort.on('message', (message) => {
  void answer(message);
});
parentPort.postMessage({ ready: true });

async function answer({ id, kind, sql }) {
  try {
    if (kind === 'close') {
      await db.close();
      parentPort.postMessage({ id });
    } else if (kind === 'copy') {
      const result = await db.query(`COPY (${sql}) TO '/dev/blob'`);
      const bytes = new Uint8Array(await result.blob.arrayBuffer());
      parentPort.postMessage({ id, bytes }, [bytes.buffer]);
    } else {
      parentPort.postMessage({ id, rows: (await db.query(sql)).rows });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
}
