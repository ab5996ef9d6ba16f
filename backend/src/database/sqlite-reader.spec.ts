import { join } from 'node:path';
import { type AppConfig } from '../config/app-config';
import { useSqliteDataSource } from '../../test/sqlite-data-source';
import { SqliteReader } from './sqlite-reader';

describe('SqliteReader', () => {
  const dataSource = useSqliteDataSource('sqlite-reader-');
  const readerOn = (path: string) =>
    new SqliteReader(dataSource(), { database: { type: 'sqlite', path } } as AppConfig);
  const file = () => (dataSource().options.database as string).toString();
  let reader: SqliteReader;

  beforeAll(async () => {
    await dataSource().query('CREATE TABLE reader_rows (n INTEGER NOT NULL)');
    reader = readerOn(file());
  });
  afterAll(() => reader.close());

  const count = async () =>
    (await reader.all<{ n: number }>('SELECT count(*) AS n FROM reader_rows', []))[0].n;

  it('reads what the main connection has committed, each statement the latest', async () => {
    expect(await count()).toBe(0);
    await dataSource().query('INSERT INTO reader_rows (n) VALUES (?), (?)', [1, 2]);
    expect(await count()).toBe(2);
    await dataSource().query('DELETE FROM reader_rows WHERE n = ?', [1]);
    expect(await count()).toBe(1);
  });

  it('refuses to write, and nothing changes', async () => {
    await expect(reader.all('INSERT INTO reader_rows (n) VALUES (?)', [3])).rejects.toThrow(/readonly/i);
    await expect(reader.all('DELETE FROM reader_rows', [])).rejects.toThrow(/readonly/i);
    expect(await count()).toBe(1);
  });

  it('runs its statement beside the main connection, which does not wait for it', async () => {
    const order: string[] = [];
    // A statement that keeps the reader's connection busy (a count to five million).
    const long = reader
      .all<{ n: number }>(
        'WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ?) SELECT count(*) AS n FROM c',
        [5_000_000],
      )
      .then((rows) => order.push(`reader ${rows[0].n}`));
    // Sent once the reader's statement is on its way, to the connection TypeORM shares.
    await new Promise((done) => setImmediate(done));
    const short = dataSource()
      .query('SELECT count(*) AS n FROM reader_rows')
      .then((rows: Array<{ n: number }>) => order.push(`main ${rows[0].n}`));
    await Promise.all([long, short]);
    expect(order).toEqual(['main 1', 'reader 5000000']);
  });

  it('runs statements on connections of its own at once and answers their rows in order', async () => {
    const rows = await reader.each<{ n: number }>([
      ['SELECT count(*) AS n FROM reader_rows WHERE n > ?', [0]],
      ['SELECT ? AS n', [7]],
      ['SELECT count(*) + ? AS n FROM reader_rows', [10]],
    ]);
    expect(rows).toEqual([[{ n: 1 }], [{ n: 7 }], [{ n: 11 }]]);
  });

  it('falls back to the main connection when it cannot open one of its own', async () => {
    const fallback = readerOn(join(file(), 'not-a-folder', 'app.sqlite'));
    try {
      expect(await fallback.all<{ n: number }>('SELECT count(*) AS n FROM reader_rows', [])).toEqual([
        { n: 1 },
      ]);
    } finally {
      await fallback.close();
    }
  });
});
