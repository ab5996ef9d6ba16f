import { useRepositoryDatabase } from '../../test/repository-database';
import { PostgresStorageProbe, SqliteStorageProbe, storageProbeFor } from './storage-probe';

const db = useRepositoryDatabase();

describe(`StorageProbe on ${db.engine}`, () => {
  it("is the engine's own, reads and writes, and names the engine", async () => {
    const probe = storageProbeFor(db.config(), db.dataSource());
    expect(probe).toBeInstanceOf(db.engine === 'sqlite' ? SqliteStorageProbe : PostgresStorageProbe);
    expect(probe.engine).toBe(db.engine);
    await expect(probe.read()).resolves.toBeUndefined();
    await expect(probe.probe()).resolves.toBeUndefined();
  });

  it('fails the read once the database is gone', async () => {
    const probe = storageProbeFor(db.config(), db.dataSource());
    await db.dataSource().destroy();
    await expect(probe.read()).rejects.toThrow();
  });
});
