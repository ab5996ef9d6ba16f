import { type Cluster, stopCluster } from './cluster';

export default function globalTeardown(): void {
  const cluster = (globalThis as { postgresCluster?: Cluster }).postgresCluster;
  if (cluster) stopCluster(cluster);
}
