import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type RunningServer, serverEnvironment } from './server';

const DIST = resolve(__dirname, '..', '..', 'backend', 'dist');

/** The built server's clock (backend/src/common/clock.ts): the time its scheduled work sees. */
export interface ServerClock {
  now(): Date;
}

/** What the tests use of backend/src/app.ts's bootstrap(). */
type Bootstrap = (options: { config: unknown; logger: false; listen: true }) => Promise<{
  url?: string;
  app: { get<T>(token: abstract new () => T): T };
  close(): Promise<void>;
}>;

export interface InProcessServer extends RunningServer {
  /** Moves the server's clock: its scheduled work (publishing posts) runs as if it were `instant`. */
  setNow(instant: Date): void;
}

/**
 * The built server started inside the test's process (backend/dist, the same code `npm start` runs), for the
 * tests that move its clock instead of waiting. Everything else is as startServer: a real HTTP server on a
 * loopback port and a fresh SQLite file.
 */
export async function startInProcessServer(env: Record<string, string> = {}): Promise<InProcessServer> {
  /* eslint-disable @typescript-eslint/no-require-imports -- the built server, loaded at run time */
  const { bootstrap } = require(join(DIST, 'app.js')) as { bootstrap: Bootstrap };
  const { loadConfig } = require(join(DIST, 'config', 'app-config.js')) as {
    loadConfig: (env: object) => unknown;
  };
  const { Clock } = require(join(DIST, 'common', 'clock.js')) as { Clock: abstract new () => ServerClock };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const { dir, env: environment } = serverEnvironment(env);
  const config = loadConfig(environment);
  const running = await bootstrap({ config, logger: false, listen: true });
  const clock = running.app.get(Clock);
  return {
    url: running.url!,
    dir,
    setNow: (instant) => {
      clock.now = () => instant;
    },
    stop: async () => {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
