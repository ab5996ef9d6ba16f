// A throwaway PostgreSQL cluster for the staff benchmark, made the way backend/test/postgres/cluster.ts makes
// the tests' one: initdb in a temp folder, trust authentication, 127.0.0.1 on a free port only, removed after.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { freePort } from './server.mjs';

/** The newest PostgreSQL server binaries (Debian's `postgresql` package), PG_BIN, or undefined. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => join(base, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const asOwner = (command, args) =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
const run = (command, args) => execFileSync(...asOwner(command, args), { stdio: ['ignore', 'pipe', 'pipe'] });

/** Starts a cluster with a `bench` database; resolves to its URL and a stop() that removes it. */
export async function startPostgres(bin) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = join(dir, 'data');
  const stop = () => {
    spawnSync(...asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']));
    rmSync(dir, { recursive: true, force: true });
  };
  const forget = onCleanup(stop);
  try {
    run(join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    const port = await freePort();
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=on`;
    run(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
    const url = `postgres://postgres@127.0.0.1:${port}`;
    execFileSync(join(bin, 'psql'), [`${url}/postgres`, '-qAtc', 'CREATE DATABASE bench']);
    return {
      url: `${url}/bench`,
      stop: () => {
        stop();
        forget();
      },
    };
  } catch (error) {
    stop();
    forget();
    throw error;
  }
}
