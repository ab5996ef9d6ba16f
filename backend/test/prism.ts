import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { resolve } from 'node:path';
import { type Response } from 'supertest';

const ROOT = resolve(__dirname, '..', '..');

/** A violation as Prism lists it in the sl-violations header. */
export interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

export interface PrismProxy {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

async function listening(port: number, deadline: number, prism: ChildProcess): Promise<void> {
  for (;;) {
    if (prism.exitCode !== null) throw new Error(`Prism exited with ${prism.exitCode}`);
    const up = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => done(!!socket.end()));
      socket.on('error', () => done(false));
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error(`Prism did not listen on ${port} in time`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/**
 * Stoplight Prism as a validating proxy in front of `upstream`, on loopback. With `errors`, a request that
 * breaks the contract is answered by Prism (never forwarded) and a response that breaks it becomes
 * Prism's error; either way every violation is also listed in the sl-violations header.
 */
export async function startPrism(upstream: string, options: { errors: boolean }): Promise<PrismProxy> {
  const port = await freePort();
  const cli = resolve(ROOT, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
  const args = ['proxy', 'openapi.yaml', upstream, '--port', String(port), '--host', '127.0.0.1'];
  if (options.errors) args.push('--errors');
  const prism = spawn(process.execPath, [cli, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  prism.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  prism.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await listening(port, Date.now() + 60_000, prism);
  } catch (error) {
    prism.kill();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        if (prism.exitCode !== null) return done();
        prism.once('exit', () => done());
        prism.kill();
      }),
  };
}

export function violationsOf(response: Response): Violation[] {
  const header = response.headers['sl-violations'] as string | undefined;
  if (!header) return [];
  try {
    return JSON.parse(header) as Violation[];
  } catch {
    return [{ location: ['?'], severity: 'Error', message: header }];
  }
}
