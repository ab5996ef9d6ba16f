import { type Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

export interface Site {
  server: RunningServer;
  browser: Browser;
}

/**
 * One real server and one Chromium for the whole spec file, started in beforeAll and stopped in
 * afterAll. Read the fields inside tests (they are set once beforeAll has run).
 */
export function useSite(env: Record<string, string> = {}): Site {
  const site = {} as Site;
  beforeAll(async () => {
    site.server = await startServer(env);
    site.browser = await launchBrowser();
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
