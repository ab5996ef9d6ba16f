import { execFile, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * The project's real image run with Debian's podman (scripts/image-test.mjs builds it and names it in
 * ABOGADOS_IMAGE). Containers share the host's network, so each listens on a loopback port of its own (PORT)
 * and reaches the host's PostgreSQL on 127.0.0.1.
 */
export const IMAGE = process.env.ABOGADOS_IMAGE ?? 'localhost/abogados:test';

/** What `podman run` needs here: runc (crun is refused) and limits the sandbox allows. */
const RUN_OPTIONS = ['--runtime', 'runc', '--ulimit', 'nofile=4096:4096', '--ulimit', 'nproc=4096:4096'];

export interface Exited {
  code: number;
  out: string;
  err: string;
}

/** Runs podman (or buildah); resolves with its exit code and output, whatever the code. */
export function podmanRun(args: string[], command = 'podman'): Promise<Exited> {
  return new Promise((done, fail) => {
    execFile(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, out, err) => {
      if (error && typeof error.code !== 'number') fail(error);
      else done({ code: error ? Number(error.code) : 0, out, err });
    });
  });
}

/** Runs podman and returns its output, trimmed; throws when it fails. */
export async function podman(args: string[]): Promise<string> {
  const { code, out, err } = await podmanRun(args);
  if (code !== 0) throw new Error(`podman ${args.join(' ')} exited ${code}: ${err.trim()}`);
  return out.trim();
}

/** A shell script in a throw-away container of the image (`podman run --rm`), without the network. */
export function runOnce(script: string): Promise<Exited> {
  return podmanRun([
    'run',
    '--rm',
    ...RUN_OPTIONS,
    '--network',
    'none',
    '--entrypoint',
    'sh',
    IMAGE,
    '-c',
    script,
  ]);
}

/** The line the server logs once it listens: what a start or restart waits for. */
const LISTENING = 'Site and API: ';

export class Container {
  private constructor(
    readonly name: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** `podman run -d` of the image with these variables on `port`, resolved once the server listens. */
  static async run(
    name: string,
    port: number,
    env: Record<string, string>,
    extra: string[] = [],
  ): Promise<Container> {
    await podmanRun(['rm', '--force', '--volumes', name]);
    const since = new Date();
    const variables = Object.entries({ ...env, PORT: String(port) }).flatMap(([key, value]) => [
      '--env',
      `${key}=${value}`,
    ]);
    await podman([
      'run',
      '--detach',
      '--name',
      name,
      ...RUN_OPTIONS,
      '--network',
      'host',
      ...variables,
      ...extra,
      IMAGE,
    ]);
    const container = new Container(name, port);
    await container.listening(since);
    return container;
  }

  /** Resolves when the server has logged that it listens, after `since`; fails if the container stops first. */
  listening(since: Date): Promise<void> {
    return new Promise((done, fail) => {
      const logs = spawn('podman', ['logs', '--follow', '--since', since.toISOString(), this.name], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const seen: string[] = [];
      createInterface({ input: logs.stdout }).on('line', (line) => {
        seen.push(line);
        if (line.includes(LISTENING)) {
          logs.kill();
          done();
        }
      });
      logs.on('exit', () => fail(new Error(`${this.name} stopped before listening:\n${seen.join('\n')}`)));
    });
  }

  /** The image's own HEALTHCHECK, run by podman (no systemd timer here to schedule it): its exit code. */
  async healthcheck(): Promise<number> {
    return (await podmanRun(['healthcheck', 'run', this.name])).code;
  }

  async inspect(format: string): Promise<string> {
    return podman(['inspect', '--format', format, this.name]);
  }

  /** `podman exec`, with variables of its own (as `docker exec -e` would). */
  async exec(command: string[], env: Record<string, string> = {}): Promise<Exited> {
    const variables = Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
    return podmanRun(['exec', ...variables, this.name, ...command]);
  }

  /** `podman stop` (SIGTERM, then SIGKILL after `grace` seconds); resolves with the exit code. */
  async stop(grace = 20): Promise<number> {
    await podman(['stop', '--time', String(grace), this.name]);
    return Number(await this.inspect('{{.State.ExitCode}}'));
  }

  /** `podman start` again, resolved once the server listens. */
  async start(): Promise<void> {
    const since = new Date();
    await podman(['start', this.name]);
    await this.listening(since);
  }

  /** `podman restart`, resolved once the server listens again. */
  async restart(): Promise<void> {
    const since = new Date();
    await podman(['restart', '--time', '20', this.name]);
    await this.listening(since);
  }

  async remove(): Promise<void> {
    await podmanRun(['rm', '--force', '--volumes', '--time', '0', this.name]);
  }
}
