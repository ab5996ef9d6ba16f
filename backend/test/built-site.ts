import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { bootstrap, type RunningApp } from '../src/app';
import { addStaff, ENGINE, login, TestWorkspace } from './harness';

/** The real build: its pages were rendered from the seed content, the server renders them again after a change. */
export const BUILT_SITE = resolve(__dirname, '..', 'public');

/** One server on the workspace's database, serving the real build. */
export async function startOnBuiltSite(
  workspace: TestWorkspace,
  env: Record<string, string> = {},
): Promise<RunningApp> {
  if (!existsSync(resolve(BUILT_SITE, 'site.json')))
    throw new Error(`No built site in ${BUILT_SITE}: run "npm run build" first`);
  return bootstrap({ config: { ...workspace.config(env), publicDir: BUILT_SITE }, logger: false });
}

export interface TwoServers {
  /** The server staff work on (their session is `cookie`). */
  a: RunningApp;
  /** Another server on the same database, which must follow a's changes. */
  b: RunningApp;
  cookie: string;
}

/**
 * Two servers on one database serving the real build, with a staff session on the first, for the whole spec
 * file (started in beforeAll, closed in afterAll). Read the fields inside tests.
 */
export function useTwoServers(): TwoServers {
  const workspace = new TestWorkspace();
  const servers = {} as TwoServers;
  beforeAll(async () => {
    servers.a = await startOnBuiltSite(workspace);
    // On PostgreSQL the second server polls once a minute: LISTEN/NOTIFY is what must bring the change.
    servers.b = await startOnBuiltSite(workspace, ENGINE === 'postgres' ? { CONTENT_POLL_MS: '60000' } : {});
    await addStaff(servers.a);
    servers.cookie = await login(servers.a);
  });
  afterAll(async () => {
    await servers.a?.close();
    await servers.b?.close();
    workspace.cleanup();
  });
  return servers;
}
