// Medium tests: services called directly on the real application's container and a real,
// migrated and seeded database, without going through HTTP. They pin rules a route test sees
// only from afar (what a cache keeps and when it lets go, what a trigger moves, which company a
// query touches). Each file boots one app (a copy of the migrated template database, see
// template-db.ts) and reaches providers with `get`.
import type { Type } from '@nestjs/common';
import { startTestApp, type TestApp } from './harness.js';

export interface Services {
  /** A provider of the running app, as the app wired it. */
  get<T>(type: Type<T>): T;
  /** Runs SQL as a test fixture would (the app's own SQL lives in its repositories). */
  sql<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** The app underneath, for the few fixtures easiest made over HTTP. */
  t: TestApp;
  close(): Promise<void>;
}

export async function startServices(env: Record<string, string> = {}): Promise<Services> {
  const t = await startTestApp(env);
  return {
    t,
    get: (type) => t.app.app.get(type, { strict: false }),
    sql: async (text, params = []) => {
      const answer = (await t.db.query(text, params)) as unknown;
      // TypeORM answers UPDATE/DELETE as [rows, count].
      const rows =
        Array.isArray(answer) && answer.length === 2 && Array.isArray(answer[0])
          ? (answer[0] as unknown[])
          : (answer as unknown[]);
      return rows as never;
    },
    close: () => t.close(),
  };
}
