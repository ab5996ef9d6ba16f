import { useSqliteDataSource } from '../../test/sqlite-data-source';
import { SQLITE_BUSY_TIMEOUT_MS } from './data-source-options';

/** What only SQLite has; the schema itself is checked on both engines in test/schema.e2e-spec.ts. */
describe('the SQLite database', () => {
  const database = useSqliteDataSource('migrations-');

  it('index createdAt and processed', async () => {
    const indexes = (await database().query(`PRAGMA index_list('contact_submissions')`)) as Array<{
      name: string;
    }>;
    expect(indexes.map((i) => i.name)).toEqual(
      expect.arrayContaining(['IDX_contact_submissions_created_at', 'IDX_contact_submissions_processed']),
    );
  });

  it('run in WAL mode with busy_timeout, foreign keys and full sync', async () => {
    const pragma = async (name: string) => Object.values((await database().query(`PRAGMA ${name}`))[0])[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('busy_timeout')).toBe(SQLITE_BUSY_TIMEOUT_MS);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('synchronous')).toBe(2);
  });
});
