import { type BrowserServer, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SHARED_CHROMIUM_ENV } from './browser';

/**
 * One Chromium for the whole browser run, started before the first spec: each spec connects to it (see
 * launchBrowser) and works in browser contexts of its own, which share no cookies, storage or cache. Starting
 * a Chromium per spec cost about half a second of CPU more than connecting, thirty times a run.
 */
export default async function globalSetup(): Promise<void> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  process.env[SHARED_CHROMIUM_ENV] = server.wsEndpoint();
  (globalThis as { sharedChromium?: BrowserServer }).sharedChromium = server;
}
