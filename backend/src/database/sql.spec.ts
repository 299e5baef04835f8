import { affected, row, rows, type Db } from './sql.js';

/** A stand-in for TypeORM's query() answering as its PostgreSQL driver does. */
const answering = (answer: unknown): Db =>
  ({ query: () => Promise.resolve(answer) }) as unknown as Db;

describe('sql helpers', () => {
  it('reads a SELECT answer as rows', async () => {
    const sut = answering([{ id: 1 }, { id: 2 }]);
    await expect(rows<{ id: number }>(sut, 'SELECT id FROM t')).resolves.toEqual([
      { id: 1 },
      { id: 2 },
    ]);
  });

  it('unwraps the [rows, count] pair pg gives for UPDATE … RETURNING', async () => {
    const sut = answering([[{ id: 7 }], 1]);
    await expect(row<{ id: number }>(sut, 'UPDATE t SET x = 1 RETURNING id')).resolves.toEqual({
      id: 7,
    });
    await expect(affected(sut, 'UPDATE t SET x = 1')).resolves.toBe(1);
  });

  it('answers null when there is no row', async () => {
    await expect(row(answering([]), 'SELECT 1 WHERE false')).resolves.toBeNull();
  });
});
