// pg-boss's database interface over the pool TypeORM uses on PGlite (see JobQueue): the queue's
// own SQL, passed through as pg-boss writes it.
import type pg from 'pg';

type Answer = pg.QueryResult<Record<string, unknown>>;

/**
 * pg-boss's database interface over a pg pool: one client per call, so a multi-statement block
 * (BEGIN … COMMIT) that fails is rolled back on the same session before the client goes back
 * (PGlite has only one session; an aborted transaction left on it would poison every query).
 */
export function poolDb(pool: pg.Pool) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const client = await pool.connect();
      try {
        const result = (await client.query(text, values)) as Answer | Answer[];
        return Array.isArray(result)
          ? { rows: result.flatMap((r) => r.rows ?? []) }
          : { rows: result.rows };
      } catch (error) {
        if (!values?.length) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
