import { type Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';
import { type MailSink, startMailSink } from './smtp';

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
  // Both at once: neither needs the other until a test opens a page. What started is stopped in afterAll even
  // when the other failed to.
  beforeAll(async () => {
    const [server, browser] = await Promise.allSettled([startServer(env), launchBrowser()]);
    if (server.status === 'fulfilled') site.server = server.value;
    if (browser.status === 'fulfilled') site.browser = browser.value;
    for (const outcome of [server, browser]) if (outcome.status === 'rejected') throw outcome.reason;
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}

/** useSite's server alone, for specs that read what it sends without a browser. */
export function useServer(env: Record<string, string> = {}): Pick<Site, 'server'> {
  const site = {} as Pick<Site, 'server'>;
  beforeAll(async () => {
    site.server = await startServer(env);
  });
  afterAll(() => site.server?.stop());
  return site;
}

/**
 * useSite with staff email on: a real SMTP server on loopback for the whole spec file (started before the
 * site, whose server reads SMTP_URL as it starts), and NOTIFY_TO / NOTIFY_FROM set. Read `mail.sink` inside
 * tests. `more` adds settings of the spec's own.
 */
export function useSiteWithMail(more: Record<string, string> = {}): { site: Site; mail: { sink: MailSink } } {
  const env: Record<string, string> = {
    NOTIFY_TO: 'staff@example.com',
    NOTIFY_FROM: 'web@example.com',
    ...more,
  };
  const mail = {} as { sink: MailSink };
  beforeAll(async () => {
    mail.sink = await startMailSink();
    env.SMTP_URL = mail.sink.url;
  });
  afterAll(() => mail.sink?.stop());
  return { site: useSite(env), mail };
}
