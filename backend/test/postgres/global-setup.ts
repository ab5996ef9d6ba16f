import { type Cluster, startCluster } from './cluster';

/** Starts the private cluster once for the PostgreSQL run of the API suite; workers read its URL from the env. */
export default async function globalSetup(): Promise<void> {
  const cluster = await startCluster();
  process.env.TEST_POSTGRES_URL = cluster.url;
  (globalThis as { postgresCluster?: Cluster }).postgresCluster = cluster;
}
