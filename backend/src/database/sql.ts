// Typed access to raw SQL. TypeORM's `query()` answers `any`, and for UPDATE/DELETE on PostgreSQL
// it answers `[rows, rowCount]` instead of the rows, so a `RETURNING` typed as rows is silently a
// pair. Repositories call these helpers instead: the row interface is named once at the call,
// UPDATE/DELETE answers are unwrapped here, and no `any` reaches a service (lint's no-unsafe-*
// rules keep it so).
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** Whatever can run a statement: the DataSource, a transaction's EntityManager or a QueryRunner. */
export type Db = DataSource | EntityManager | QueryRunner;

type PgAnswer = unknown[] | [unknown[], number];

function isPair(answer: PgAnswer): answer is [unknown[], number] {
  return answer.length === 2 && Array.isArray(answer[0]) && typeof answer[1] === 'number';
}

async function run(db: Db, sql: string, params: readonly unknown[]): Promise<PgAnswer> {
  return (await db.query(sql, params as unknown[])) as PgAnswer;
}

/**
 * The rows of one statement, typed as `Row`. A row is an object, never an array, so an answer
 * `[array, number]` can only be an UPDATE/DELETE pair.
 */
export async function rows<Row>(
  db: Db,
  sql: string,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  const answer = await run(db, sql, params);
  return (isPair(answer) ? answer[0] : answer) as Row[];
}

/** The first row of one statement, or null. */
export async function row<Row>(
  db: Db,
  sql: string,
  params: readonly unknown[] = [],
): Promise<Row | null> {
  return (await rows<Row>(db, sql, params))[0] ?? null;
}

/** How many rows an UPDATE or DELETE touched (without RETURNING). */
export async function affected(
  db: Db,
  sql: string,
  params: readonly unknown[] = [],
): Promise<number> {
  const answer = await run(db, sql, params);
  return isPair(answer) ? answer[1] : answer.length;
}

/** A statement whose answer nobody reads (DDL, SET LOCAL, INSERT without RETURNING). */
export async function exec(db: Db, sql: string, params: readonly unknown[] = []): Promise<void> {
  await run(db, sql, params);
}
