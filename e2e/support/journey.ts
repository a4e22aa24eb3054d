import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/**
 * Starts the built server (with the given settings) and Chromium before a file's journeys, hands
 * both over, and stops them after the last journey.
 */
export function withServerAndBrowser(
  started: (server: RunningServer, browser: Browser) => void,
  environment: () => Record<string, string> = () => ({}),
): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(environment()), launchBrowser()]);
    started(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
