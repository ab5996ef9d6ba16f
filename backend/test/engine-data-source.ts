import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { applyPragmas } from '../src/database/pragmas';
import { TestWorkspace } from './harness';

/**
 * For repository specs: a data source on a migrated database of the run's engine (SQLite in the backend
 * project, PostgreSQL in backend-postgres), copied from the run's template in beforeAll and dropped in
 * afterAll, with no server around it. Call the returned function inside tests; `workspace()` gives its
 * configuration (for what is chosen by engine at start-up).
 */
export function useEngineDataSource(): { database: () => DataSource; workspace: () => TestWorkspace } {
  let workspace: TestWorkspace;
  let dataSource: DataSource;
  beforeAll(async () => {
    workspace = new TestWorkspace();
    dataSource = await new DataSource(dataSourceOptions(workspace.config())).initialize();
    await applyPragmas(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    workspace?.cleanup();
  });
  return { database: () => dataSource, workspace: () => workspace };
}
