import { makePostgresTemplate, TEMPLATE_ENV } from '../database-template';
import { type Cluster, startCluster } from './cluster';

/**
 * Starts the private cluster once for the PostgreSQL run of the API suite, with the migrated template its
 * workspaces are made from (test/database-template.ts); workers read both from the env.
 */
export default async function globalSetup(): Promise<void> {
  const cluster = await startCluster();
  process.env.TEST_POSTGRES_URL = cluster.url;
  (globalThis as { postgresCluster?: Cluster }).postgresCluster = cluster;
  process.env[TEMPLATE_ENV.postgres] = await makePostgresTemplate(cluster.url);
}
