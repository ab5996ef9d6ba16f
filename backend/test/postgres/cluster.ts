import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A private PostgreSQL cluster for the tests: initdb in a temp folder, listening on 127.0.0.1 on a free
 * port only (no Unix socket in a shared place), trust authentication, removed at the end. Debian's
 * `postgresql` package provides the binaries (.ci/run installs it). PostgreSQL refuses to run as root,
 * so as root the cluster belongs to the `postgres` user the package creates.
 */
export interface Cluster {
  /** postgres://postgres@127.0.0.1:<port> (append /<database>). */
  url: string;
  dir: string;
  port: number;
}

function binDir(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!found)
    throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql (or set PG_BIN)');
  return found;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function asOwner(command: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command: string, args: string[]): string {
  return execFileSync(...asOwner(command, args), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startCluster(): Promise<Cluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'abogados-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  run(join(bin, 'pg_ctl'), serverStart({ dir, port }));
  return { url: `postgres://postgres@127.0.0.1:${port}`, dir, port };
}

/** pg_ctl's arguments to start the cluster's server and wait until it accepts connections. */
function serverStart({ dir, port }: Pick<Cluster, 'dir' | 'port'>): string[] {
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=on',
    '-c max_connections=200',
  ].join(' ');
  return ['-D', join(dir, 'data'), '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'];
}

/**
 * Stops the cluster's server as an administrator would for a restart (`fast`: running sessions are
 * ended with 57P01), or starts it again on the same port; the data stays. Asynchronous, so a server
 * running in the test's own process goes on answering meanwhile.
 */
export async function pgCtl(cluster: Cluster, action: 'stop' | 'start'): Promise<void> {
  const args =
    action === 'start' ? serverStart(cluster) : ['-D', join(cluster.dir, 'data'), '-m', 'fast', '-w', 'stop'];
  await promisify(execFile)(...asOwner(join(binDir(), 'pg_ctl'), args));
}

export function stopCluster(cluster: Cluster): void {
  spawnSync(asRoot ? 'runuser' : join(binDir(), 'pg_ctl'), [
    ...(asRoot ? ['-u', 'postgres', '--', join(binDir(), 'pg_ctl')] : []),
    '-D',
    join(cluster.dir, 'data'),
    '-m',
    'immediate',
    '-w',
    'stop',
  ]);
  rmSync(cluster.dir, { recursive: true, force: true });
}

/** Runs SQL on the cluster's `postgres` database with psql (synchronous, for test set-up). */
export function psql(cluster: { url: string }, sql: string): string {
  return execFileSync(
    join(binDir(), 'psql'),
    [`${cluster.url}/postgres`, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}
