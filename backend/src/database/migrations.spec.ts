import { useSqliteDataSource } from '../../test/sqlite-data-source';
import { SQLITE_BUSY_TIMEOUT_MS } from './data-source-options';
import { MIGRATIONS } from './migrations';

describe('migrations on SQLite', () => {
  const database = useSqliteDataSource('migrations-');

  it('cover every entity: the schema they build needs no further change', async () => {
    const pending = await database().driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

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

  it('can be reverted and applied again', async () => {
    for (let i = 0; i < MIGRATIONS.length; i += 1) await database().undoLastMigration();
    expect(
      await database().query(`SELECT name FROM sqlite_master WHERE name = 'contact_submissions'`),
    ).toEqual([]);
    await database().runMigrations();
    expect(await database().showMigrations()).toBe(false);
  });
});
