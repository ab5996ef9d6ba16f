// The container engine the image test uses: Debian's podman and buildah (daemonless, so nothing has to be running
// first), installed when missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** The project's image, as the test builds and runs it (backend/test/image/ runs it). */
export const IMAGE = 'localhost/abogados:test';

const onPath = (command) =>
  ['/usr/sbin', ...(process.env.PATH ?? '').split(':')].some((dir) => dir && existsSync(join(dir, command)));

/**
 * Debian's packages the image test uses, each with how to tell it is installed: the engine, and the
 * PostgreSQL and nginx that stand in for the two-instance compose file's images on the host.
 */
const PACKAGES = {
  podman: () => onPath('podman'),
  buildah: () => onPath('buildah'),
  runc: () => onPath('runc'),
  mmdebstrap: () => onPath('mmdebstrap'),
  'nginx-light': () => onPath('nginx'),
  postgresql: () =>
    existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((major) => existsSync(`/usr/lib/postgresql/${major}/bin/initdb`)),
};

/** Installs what is missing with apt-get (root only, as on CI). */
export function ensureTools() {
  const missing = Object.entries(PACKAGES)
    .filter(([, installed]) => !installed())
    .map(([pkg]) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`missing ${missing.join(', ')}: apt-get install -y ${missing.join(' ')} (as root)`);
  }
  console.log(`> apt-get install -y ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...missing]]) {
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`apt-get ${args.join(' ')} failed:\n${(result.stderr || result.stdout).slice(-2000)}`);
    }
  }
}

/** Runs an engine command; returns its standard output, trimmed. Throws with its standard error on failure. */
export function engine(command, args, options = {}) {
  try {
    return execFileSync(command, args, {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    }).trim();
  } catch (error) {
    const stderr = String(error.stderr ?? '').trim();
    throw new Error(`${command} ${args.join(' ')} failed (exit ${error.status}): ${stderr.slice(-3000)}`, {
      cause: error,
    });
  }
}

export const podman = (args, options) => engine('podman', args, options);

/** Runs a command, its output shown as it comes; throws when it fails. */
export function step(command, args, options = {}) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args[0]} failed (exit ${result.status ?? result.signal})`);
}

/**
 * `docker build`: buildah with chroot isolation and the host's network (what these machines allow), in the Docker
 * format (OCI images drop HEALTHCHECK).
 */
export function bud(tag, dir, options = []) {
  step('buildah', [
    'bud',
    '--isolation',
    'chroot',
    '--network',
    'host',
    '--format',
    'docker',
    ...options,
    '--tag',
    tag,
    dir,
  ]);
}
