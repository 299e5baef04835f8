// Row types read from schema.generated.ts (docs/architecture.md, "Row types"): a repository names
// the columns it selects, so a renamed or dropped column fails the typecheck at every query.
import type { Tables } from './schema.generated.js';

export type { Tables };

/** Columns K of table T, typed as the pg driver returns them. */
export type Columns<T extends keyof Tables, K extends keyof Tables[T]> = Pick<Tables[T], K>;

/**
 * Row with some columns narrowed to what the code knows of them (a jsonb's shape, a varchar's
 * values). Each narrowed column must be one of Row's and its type must fit the column's.
 */
export type Narrowed<
  Row,
  N extends { [K in keyof N]: K extends keyof Row ? Row[K] : never },
> = Omit<Row, keyof N> & N;

/**
 * An API type (libs/shared) a query reads straight from table T: it stays the type, and compiles
 * only while each of its fields is a column of T.
 */
export type TableRow<
  T extends keyof Tables,
  Api extends { [K in keyof Api]: K extends keyof Tables[T] ? unknown : never },
> = Api;

/** A row of a LEFT JOIN that may have found nothing: each column may be null. */
export type Nullable<Row> = { [K in keyof Row]: Row[K] | null };

/**
 * Row (an API type, or one with computed fields) read by a query that selects columns K of table
 * T, as they are or under another name: it stays Row, and compiles only while each is a column of T.
 */
export type Reads<Row, T extends keyof Tables, K extends keyof Tables[T]> = Row & {
  readonly [C in K as never]?: never;
};
