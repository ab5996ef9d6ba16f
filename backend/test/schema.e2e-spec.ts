import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { ENGINE, TestWorkspace } from './harness';

/** The migrations build, on each engine, exactly the schema the entities describe. */
describe(`migrations on ${ENGINE}`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;

  beforeAll(async () => {
    running = await workspace.start();
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('leave nothing for the entities to change', async () => {
    const pending = await running.app.get(DataSource).driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('can all be reverted and applied again', async () => {
    const dataSource = running.app.get(DataSource);
    for (let i = 0; i < dataSource.migrations.length; i += 1) await dataSource.undoLastMigration();
    const tables = await dataSource.createQueryRunner().getTables(['contact_submissions', 'rate_limits']);
    expect(tables).toEqual([]);
    await dataSource.runMigrations();
    expect(await dataSource.showMigrations()).toBe(false);
  });
});
