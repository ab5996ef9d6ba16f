import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, watch, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

/**
 * Debian's nginx run with the repository's docker/nginx.conf, as docker/compose.postgres.yml mounts it: the
 * compose file's nginx image cannot be pulled here, so the same configuration runs on the host, in front of
 * servers (or containers on the host's network) on loopback ports.
 */
export const NGINX_CONF = readFileSync(resolve(__dirname, '..', '..', 'docker', 'nginx.conf'), 'utf8');

/** Debian's nginx: `apt-get install -y nginx-light` (.ci/run installs it). */
function nginxBinary(): string {
  const found = ['/usr/sbin', ...(process.env.PATH ?? '').split(delimiter)]
    .map((dir) => join(dir, 'nginx'))
    .find((path) => existsSync(path));
  if (!found) throw new Error('nginx is not installed: apt-get install -y nginx-light (.ci/run does)');
  return found;
}

/**
 * The repository's file as compose mounts it, with app1 and app2 replaced by servers on loopback (one port:
 * both lines become that one server) and port 80 by `port`, inside a main configuration that keeps every file
 * in `dir`. Returns the main configuration's path.
 */
export function writeNginxConf(dir: string, appPorts: number[], port: number): string {
  const upstreams = /^(\s*)server\s+app1:[^;]*;\n\s*server\s+app2:[^;]*;/m;
  if (!upstreams.test(NGINX_CONF)) throw new Error('docker/nginx.conf no longer names app1 and app2');
  const site = NGINX_CONF.replace(upstreams, (_, indent: string) =>
    appPorts.map((appPort) => `${indent}server 127.0.0.1:${appPort};`).join('\n'),
  ).replace(/^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${port};`);
  if (!site.includes(`listen 127.0.0.1:${port};`))
    throw new Error('docker/nginx.conf no longer listens on 80');
  writeFileSync(join(dir, 'default.conf'), site);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const main = join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      // One process as the test's own user: no workers that would drop to another user.
      'daemon off;',
      'master_process off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${join(dir, temp)};`,
      ),
      `  include ${join(dir, 'default.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return main;
}

/** Starts nginx; resolves once it has written its pid file, which it does after opening its port. */
export async function startNginx(dir: string, main: string): Promise<ChildProcess> {
  const binary = nginxBinary();
  execFileSync(binary, ['-t', '-q', '-p', dir, '-c', main], { stdio: 'pipe' });
  const pidFile = join(dir, 'nginx.pid');
  const watcher = watch(dir);
  const started = new Promise<void>((done) => {
    watcher.on('change', () => existsSync(pidFile) && done());
  });
  const nginx = spawn(binary, ['-p', dir, '-c', main], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, fail) =>
    nginx.on('exit', (code) => fail(new Error(`nginx exited (${code}): ${stderr}`))),
  );
  try {
    await Promise.race([started, exited]);
  } finally {
    watcher.close();
  }
  return nginx;
}

/** Stops nginx gracefully (SIGQUIT) and waits for it to exit. */
export async function stopNginx(nginx: ChildProcess | undefined): Promise<void> {
  if (!nginx || nginx.exitCode !== null) return;
  const exited = new Promise((done) => nginx.once('exit', done));
  nginx.kill('SIGQUIT');
  await exited;
}
