import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { basename, dirname, join, posix, relative } from 'node:path';
import { promisify } from 'node:util';

/**
 * What docker.e2e-spec.ts needs to check the Dockerfile on machines without a Docker engine: a parser for
 * the subset of the Dockerfile syntax the project uses, the .dockerignore rules, and an emulator that
 * replays a stage's instructions in a temporary folder standing for the container's `/`.
 */

const execFileAsync = promisify(execFile);

export interface Instruction {
  keyword: string;
  /** Everything after the keyword, continuation lines joined. */
  args: string;
  line: number;
}

export interface Stage {
  base: string;
  name?: string;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARGs declared before the first FROM. */
  args: Record<string, string>;
  stages: Stage[];
}

/** Splits a Dockerfile into stages and instructions (comments dropped, continuation lines joined). */
export function parseDockerfile(text: string): Dockerfile {
  const logical: { text: string; line: number }[] = [];
  let pending: { text: string; line: number } | undefined;
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    // Comment lines are dropped, inside a continued instruction too (as Docker does).
    if (/^\s*#/.test(line) || (!pending && line.trim() === '')) return;
    const continued = /\\\s*$/.test(line);
    const body = continued ? line.replace(/\\\s*$/, '') : line;
    pending = pending ? { ...pending, text: pending.text + body } : { text: body, line: index + 1 };
    if (!continued) {
      logical.push(pending);
      pending = undefined;
    }
  });
  if (pending) logical.push(pending);

  const file: Dockerfile = { args: {}, stages: [] };
  for (const { text: source, line } of logical) {
    const match = /^\s*(\S+)\s*([\s\S]*)$/.exec(source)!;
    const keyword = match[1].toUpperCase();
    const args = match[2].trim();
    if (keyword === 'FROM') {
      const words = args.split(/\s+/).filter((word) => !word.startsWith('--'));
      const as = words.findIndex((word) => word.toUpperCase() === 'AS');
      file.stages.push({ base: words[0], name: as > 0 ? words[as + 1] : undefined, instructions: [] });
    } else if (file.stages.length === 0) {
      if (keyword !== 'ARG') throw new Error(`line ${line}: ${keyword} before the first FROM`);
      const [name, value = ''] = args.split('=');
      file.args[name] = value;
    } else {
      file.stages.at(-1)!.instructions.push({ keyword, args, line });
    }
  }
  return file;
}

/** `["a", "b"]` (exec form) as an array; undefined for the shell form. */
export function execForm(args: string): string[] | undefined {
  if (!args.startsWith('[')) return undefined;
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) {
    throw new Error(`not a JSON array of strings: ${args}`);
  }
  return parsed as string[];
}

/** The pairs of an ENV instruction (`K=V K2="v 2"`, or the old `K value`). */
export function envPairs(args: string): [string, string][] {
  if (!/^[^\s=]+=/.test(args)) {
    const [key, ...rest] = args.split(/\s+/);
    return [[key, rest.join(' ')]];
  }
  const pairs: [string, string][] = [];
  const pair = /([^\s=]+)=("(?:[^"\\]|\\.)*"|'[^']*'|\S*)\s*/y;
  let match: RegExpExecArray | null;
  while (pair.lastIndex < args.length && (match = pair.exec(args))) {
    const value = match[2];
    pairs.push([match[1], /^["']/.test(value) ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value]);
  }
  if (pair.lastIndex < args.length) throw new Error(`cannot read ENV ${args}`);
  return pairs;
}

/** HEALTHCHECK's options and command. */
export function healthcheck(args: string): { options: Record<string, string>; command: string[] } {
  const match = /^((?:--\S+\s+)*)CMD\s+(.+)$/s.exec(args);
  if (!match) throw new Error(`HEALTHCHECK without CMD: ${args}`);
  const options = Object.fromEntries(
    match[1]
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((option) => option.replace(/^--/, '').split('=') as [string, string]),
  );
  const command = execForm(match[2].trim());
  if (!command) throw new Error('HEALTHCHECK CMD is not in exec form');
  return { options, command };
}

/** .dockerignore as Docker reads it: a pattern excludes a path or any folder above it; `!` takes back. */
export function dockerignore(text: string): (path: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = posix.normalize(negate ? line.slice(1).trim() : line).replace(/^\/+/, '');
      let source = '';
      for (let i = 0; i < pattern.length; i += 1) {
        const char = pattern[i];
        if (char === '*' && pattern[i + 1] === '*') {
          i += 1;
          if (pattern[i + 1] === '/') {
            i += 1;
            source += '(?:.*/)?';
          } else {
            source += '.*';
          }
        } else if (char === '*') {
          source += '[^/]*';
        } else if (char === '?') {
          source += '[^/]';
        } else {
          source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
        }
      }
      return { negate, regex: new RegExp(`^${source}$`) };
    });
  return (path) => {
    const parts = path.split('/');
    const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let excluded = false;
    for (const rule of rules) {
      if (prefixes.some((prefix) => rule.regex.test(prefix))) excluded = !rule.negate;
    }
    return excluded;
  };
}

/** A stage after emulation: where its files are and what the Dockerfile said about running it. */
export interface EmulatedStage {
  /** The folder on this machine that holds the container path `path`. */
  host(path: string): string;
  workdir: string;
  env: Record<string, string>;
  user?: string;
  exposed: string[];
  volumes: string[];
  healthcheck?: string[];
  cmd?: string[];
  /** The npm version the stage installs with `npm install --global npm@…`, if it does. */
  npmVersion?: string;
  /** True for the build stage, which is this checkout rather than a folder of the emulation's own. */
  checkout: boolean;
}

interface State extends EmulatedStage {
  root: string;
  args: Record<string, string>;
}

/** Copies a tree keeping symlinks as they are; hard links instead of copies when `link` is set. */
function copyTree(from: string, to: string, link: boolean): void {
  const stat = lstatSync(from);
  if (stat.isSymbolicLink()) {
    symlinkSync(readlinkSync(from), to);
  } else if (stat.isDirectory()) {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from)) copyTree(join(from, entry), join(to, entry), link);
  } else if (link) {
    linkSync(from, to);
  } else {
    copyFileSync(from, to);
  }
}

/**
 * Replays Dockerfile stages in folders under `scratch`:
 * - a stage that copies the whole context and runs `npm run build` is this checkout after `npm run build`
 *   (the specs run on a built checkout, as `npm test` makes it): its WORKDIR maps onto the checkout;
 * - any other stage starts from an empty folder (its base image's own files are not there), and each of its
 *   instructions is carried out, or the emulation stops and names the one it does not know.
 */
export class ImageEmulator {
  private readonly cache = new Map<string, Promise<EmulatedStage>>();

  constructor(
    private readonly context: string,
    private readonly scratch: string,
  ) {}

  /** The final stage (or `target`) of `file`, with every stage it copies from. */
  stage(file: Dockerfile, target?: string): Promise<EmulatedStage> {
    const stage = target ? file.stages.find((each) => each.name === target) : file.stages.at(-1);
    if (!stage) throw new Error(`no stage ${target}`);
    const chain = this.chain(file, stage);
    // Identical stages (by their instructions and those of their bases) are emulated once.
    const key = JSON.stringify([
      file.args,
      chain.map((each) => [each.base, each.instructions.map((i) => i.args)]),
    ]);
    if (!this.cache.has(key)) this.cache.set(key, this.emulate(file, stage, chain));
    return this.cache.get(key)!;
  }

  private chain(file: Dockerfile, stage: Stage): Stage[] {
    const index = file.stages.indexOf(stage);
    const parent = file.stages.slice(0, index).find((each) => each.name === stage.base);
    return parent ? [...this.chain(file, parent), stage] : [stage];
  }

  private async emulate(file: Dockerfile, stage: Stage, chain: Stage[]): Promise<EmulatedStage> {
    const instructions = chain.flatMap((each) => each.instructions);
    const builds = instructions.some((i) => i.keyword === 'RUN' && i.args === 'npm run build');
    if (builds) return this.builtCheckout(instructions);

    const root = mkdtempSync(join(this.scratch, `${stage.name ?? 'stage'}-`));
    const state: State = {
      root,
      host: (path) => join(root, posix.resolve('/', path)),
      workdir: '/',
      env: {},
      args: { ...file.args },
      checkout: false,
      exposed: [],
      volumes: [],
    };
    for (const instruction of instructions) {
      try {
        await this.apply(file, state, instruction);
      } catch (error) {
        throw new Error(
          `Dockerfile line ${instruction.line} (${instruction.keyword} ${instruction.args}): ${String(error)}`,
          { cause: error },
        );
      }
    }
    return state;
  }

  /** The build stage: this checkout, already built, stands for its WORKDIR. */
  private builtCheckout(instructions: Instruction[]): EmulatedStage {
    let workdir = '/';
    for (const { keyword, args } of instructions) {
      if (keyword === 'WORKDIR') workdir = posix.resolve(workdir, args);
      if (keyword === 'COPY' && args === '. .') break;
      if (keyword === 'RUN' && args === 'npm run build') throw new Error('npm run build before COPY . .');
    }
    return {
      host: (path) => {
        const inside = posix.relative(workdir, posix.resolve(workdir, path));
        if (inside.startsWith('..')) throw new Error(`${path} is outside the build stage's ${workdir}`);
        return join(this.context, inside);
      },
      workdir,
      env: {},
      checkout: true,
      exposed: [],
      volumes: [],
    };
  }

  private expand(state: State, text: string): string {
    const vars = { ...state.args, ...state.env };
    return text.replace(/\$\{(\w+)\}|\$(\w+)/g, (whole, braced?: string, bare?: string) => {
      const name = (braced ?? bare)!;
      return name in vars ? vars[name] : whole;
    });
  }

  private async apply(file: Dockerfile, state: State, { keyword, args }: Instruction): Promise<void> {
    switch (keyword) {
      case 'ARG': {
        const [name, value] = args.split('=');
        state.args[name] = value ?? state.args[name] ?? '';
        return;
      }
      case 'ENV':
        for (const [key, value] of envPairs(args)) state.env[key] = this.expand(state, value);
        return;
      case 'WORKDIR':
        state.workdir = posix.resolve(state.workdir, this.expand(state, args));
        mkdirSync(state.host(state.workdir), { recursive: true });
        return;
      case 'COPY':
        return this.copy(file, state, this.expand(state, args));
      case 'RUN':
        for (const command of this.expand(state, args).split('&&')) {
          await this.run(state, command.trim().replace(/\s+/g, ' '));
        }
        return;
      case 'USER':
        state.user = args;
        return;
      case 'EXPOSE':
        state.exposed.push(...args.split(/\s+/));
        return;
      case 'VOLUME':
        state.volumes.push(...(execForm(args) ?? args.split(/\s+/)));
        return;
      case 'HEALTHCHECK':
        state.healthcheck = healthcheck(args).command;
        return;
      case 'CMD':
        state.cmd = execForm(args);
        if (!state.cmd)
          throw new Error('CMD in shell form: a shell would be PID 1 and keep SIGTERM from Node');
        return;
      case 'LABEL':
      case 'STOPSIGNAL':
        return;
      default:
        throw new Error(`the emulation does not know ${keyword}: teach backend/test/docker-image.ts`);
    }
  }

  private async copy(file: Dockerfile, state: State, args: string): Promise<void> {
    if (args.startsWith('[')) throw new Error('COPY in JSON form is not emulated');
    const words = args.split(/\s+/);
    const flags = Object.fromEntries(
      words
        .filter((word) => word.startsWith('--'))
        .map((word) => word.slice(2).split('=') as [string, string]),
    );
    const paths = words.filter((word) => !word.startsWith('--'));
    const target = paths.pop()!;
    let from: (path: string) => string;
    // Files that come out of another emulated stage are linked, not copied: the same tree, in a fraction
    // of the time (nothing writes to them).
    let link = false;
    if (flags.from) {
      const source = await this.stage(file, flags.from);
      from = (path) => source.host(posix.resolve('/', path));
      link = !source.checkout;
    } else {
      const ignored = dockerignore(readFileSync(join(this.context, '.dockerignore'), 'utf8'));
      from = (path) => {
        const inside = posix.normalize(path);
        if (inside === '.' || inside.startsWith('..') || /[*?[]/.test(inside)) {
          throw new Error(`COPY ${path} from the context is not emulated`);
        }
        if (ignored(inside)) throw new Error(`${path} is excluded by .dockerignore`);
        return join(this.context, inside);
      };
    }
    const destination = posix.resolve(state.workdir, target);
    for (const path of paths) {
      const source = from(path);
      if (!existsSync(source)) throw new Error(`${path} does not exist (is the checkout built?)`);
      const intoFolder =
        target.endsWith('/') ||
        paths.length > 1 ||
        (existsSync(state.host(destination)) && statSync(state.host(destination)).isDirectory());
      if (lstatSync(source).isDirectory()) {
        // A folder's contents go into the destination, as with Docker.
        mkdirSync(state.host(destination), { recursive: true });
        for (const entry of readdirSync(source)) {
          copyTree(join(source, entry), join(state.host(destination), entry), link);
        }
      } else {
        const to = intoFolder ? join(state.host(destination), basename(source)) : state.host(destination);
        mkdirSync(dirname(to), { recursive: true });
        copyTree(source, to, link);
      }
    }
  }

  private async run(state: State, command: string): Promise<void> {
    // OS packages (the compiler for sqlite3): this machine has its own, and sqlite3 is not compiled here.
    if (/^apt-get /.test(command) || command === 'rm -rf /var/lib/apt/lists/*') return;
    const npm = /^npm install --global npm@(\S+)( --no-audit)?( --no-fund)?$/.exec(command);
    if (npm) {
      state.npmVersion = npm[1];
      return;
    }
    if (/^npm ci( |$)/.test(command)) return this.npmCi(state, command);
    const mkdir = /^mkdir( -p)? (.+)$/.exec(command);
    if (mkdir) {
      for (const path of mkdir[2].split(' ')) {
        mkdirSync(state.host(posix.resolve(state.workdir, path)), { recursive: true });
      }
      return;
    }
    // Everything here runs as one user of this machine: ownership is checked by reading the Dockerfile.
    if (/^chown /.test(command)) return;
    throw new Error(`the emulation does not know "${command}": teach backend/test/docker-image.ts`);
  }

  /**
   * `npm ci` with the Dockerfile's arguments, in the stage's WORKDIR, with the stage's ENV. The one
   * deviation from the Dockerfile: install scripts are skipped, and sqlite3's (a 2.5-minute compile from
   * source) is replaced by the binary this checkout's install compiled from the same lockfile. Any other
   * package with an install script stops the emulation until it is handled here.
   */
  private async npmCi(state: State, command: string): Promise<void> {
    const cwd = state.host(state.workdir);
    const env: NodeJS.ProcessEnv = { ...process.env, ...state.env };
    delete env.NODE_ENV;
    const args = [...command.split(' ').slice(1), '--ignore-scripts', '--prefer-offline'];
    await execFileAsync('npm', args, { cwd, env, maxBuffer: 16 * 1024 * 1024 });
    const lock = JSON.parse(readFileSync(join(cwd, 'node_modules', '.package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
    };
    for (const [path, { version, hasInstallScript }] of Object.entries(lock.packages)) {
      if (!hasInstallScript) continue;
      if (path === 'node_modules/@scarf/scarf') continue; // telemetry only, off in the image
      if (path !== 'node_modules/sqlite3')
        throw new Error(`${path} has an install script the emulation skips`);
      const compiled = join(this.context, 'node_modules', 'sqlite3');
      const ours = JSON.parse(readFileSync(join(compiled, 'package.json'), 'utf8')) as { version: string };
      if (ours.version !== version) throw new Error(`sqlite3 ${version} in the image, ${ours.version} here`);
      cpSync(
        join(compiled, 'build', 'Release', 'node_sqlite3.node'),
        join(cwd, path, 'build', 'Release', 'node_sqlite3.node'),
      );
    }
  }
}

/** Every file under `dir` with its size and modification time, to tell whether anything was written. */
export function snapshot(dir: string, skip: string[] = []): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (path: string) => {
    if (skip.includes(path)) return;
    const stat = lstatSync(path);
    files.set(relative(dir, path), stat.isDirectory() ? 'dir' : `${stat.size}:${stat.mtimeMs}`);
    if (stat.isDirectory()) readdirSync(path).forEach((entry) => visit(join(path, entry)));
  };
  visit(dir);
  return files;
}

/** The emulated image's CMD as a process: what `docker run` would start, with `env` as its `-e` options. */
export class Container {
  url = '';
  private output = '';
  private readonly exit: Promise<number | null>;

  private constructor(
    readonly image: EmulatedStage,
    readonly env: Record<string, string>,
    private readonly child: ChildProcess,
  ) {
    this.exit = new Promise((done) => child.once('exit', (code) => done(code)));
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  /** Starts the CMD in the WORKDIR and resolves once it prints its address. */
  static async start(image: EmulatedStage, env: Record<string, string>): Promise<Container> {
    const [program, ...args] = image.cmd!;
    if (program !== 'node') throw new Error(`CMD starts ${program}, not node`);
    const child = spawn(process.execPath, args, {
      cwd: image.host(image.workdir),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const container = new Container(image, env, child);
    container.url = await new Promise<string>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`did not start:\n${container.output}`)), 30_000);
      const check = () => {
        const match = /Site and API: (http:\/\/\S+)/.exec(container.output);
        if (!match) return;
        clearTimeout(timer);
        child.stdout!.off('data', check);
        done(match[1]);
      };
      child.stdout!.on('data', check);
      void container.exit.then((code) => {
        clearTimeout(timer);
        fail(new Error(`exited (${code}) before listening:\n${container.output}`));
      });
    });
    return container;
  }

  get log(): string {
    return this.output;
  }

  /** Like `docker exec`: a command in the WORKDIR with the container's environment plus `env`. */
  async exec(command: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string }> {
    const [program, ...args] = command;
    if (program !== 'node') throw new Error(`only node commands are emulated, not ${program}`);
    try {
      const { stdout, stderr } = await execFileAsync(process.execPath, args, {
        cwd: this.image.host(this.image.workdir),
        env: { ...this.env, ...env },
        timeout: 30_000,
      });
      return { code: 0, out: stdout + stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
    }
  }

  /** Runs the HEALTHCHECK command as Docker would, the port being the one this server got. */
  async healthcheck(): Promise<number> {
    const { code } = await this.exec(this.image.healthcheck!, { PORT: new URL(this.url).port });
    return code;
  }

  /** Like `docker stop`: SIGTERM, and the exit code once it has exited. */
  async stop(timeoutMs = 15_000): Promise<number | null> {
    if (this.child.exitCode !== null) return this.child.exitCode;
    this.child.kill('SIGTERM');
    const timer = new Promise<never>((_, fail) =>
      setTimeout(() => fail(new Error(`still running after SIGTERM:\n${this.output}`)), timeoutMs).unref(),
    );
    return Promise.race([this.exit, timer]);
  }

  /** For afterAll: gone whatever its state. */
  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exit;
  }
}
