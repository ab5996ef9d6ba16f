import { type Browser, chromium, type Download, type Page } from 'playwright-core';

/** Debian's Chromium; the flags keep it from reaching for hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Where the browser project's global set-up (support/global-browser.ts) leaves its Chromium's address. */
export const SHARED_CHROMIUM_ENV = 'TEST_CHROMIUM_WS';

/**
 * A connection to the run's one Chromium (support/global-browser.ts), or, when a spec runs without that set-up,
 * a Chromium of its own (launch() gives it a fresh, empty profile and removes it on close). Closing the
 * connection closes every context and page opened through it; the contexts are what keeps specs apart.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = process.env[SHARED_CHROMIUM_ENV];
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Console errors and warnings, and uncaught exceptions, of a page from now on (a hydration mismatch is one). */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * A download's bytes, once it has finished. Read through the connection: specs drive the run's one Chromium
 * remotely (see launchBrowser), where a download has no local path.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
