import { DataSource } from 'typeorm';
import { type AppConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { applyPragmas } from '../src/database/pragmas';
import { ENGINE, TestWorkspace } from './harness';

export interface RepositoryDatabase {
  /** The engine the spec runs on: SQLite in the backend project, PostgreSQL in backend-postgres. */
  engine: typeof ENGINE;
  dataSource: () => DataSource;
  config: () => AppConfig;
}

/**
 * For a repository's spec on a real database without HTTP: a workspace's copy of the run's migrated
 * template (test/database-template.ts) on the engine of the jest project, a SQLite file in the backend
 * project and a database on the private cluster in backend-postgres (jest.postgres.config.js lists the
 * repository specs it runs), opened in beforeAll and removed in afterAll. Call the functions inside tests.
 */
export function useRepositoryDatabase(): RepositoryDatabase {
  let workspace: TestWorkspace | undefined;
  let config: AppConfig;
  let dataSource: DataSource | undefined;
  beforeAll(async () => {
    workspace = new TestWorkspace();
    config = workspace.config();
    dataSource = await new DataSource(dataSourceOptions(config)).initialize();
    await applyPragmas(dataSource);
  });
  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    workspace?.cleanup();
  });
  return {
    engine: ENGINE,
    dataSource: () => dataSource ?? notOpen(),
    config: () => config,
  };
}

function notOpen(): never {
  throw new Error('the database opens in beforeAll: call dataSource() inside a test');
}
