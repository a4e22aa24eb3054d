import type { Browser, BrowserContextOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 10_000 };
/** network-request-failed's text (decision 124), whatever prefix auth messages carry. */
const NETWORK_ERROR = /The server could not be reached\. Check your connection and try again\./;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/**
 * Spec §9 "Auth network timeout". The login endpoint stalls (routed, never answered) and the
 * page's clock is Playwright's, so the journey jumps over the wait instead of sitting it out;
 * the app itself has no test hook (decision 191).
 */
describe('a sign-in the server never answers', () => {
  it.each<{ device: string; options: BrowserContextOptions; timeout: number }>([
    { device: 'a desktop', options: { viewport: { width: 1280, height: 800 } }, timeout: 30_000 },
    {
      device: 'a phone',
      options: {
        userAgent: IPHONE,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
      timeout: 60_000,
    },
  ])(
    'on $device stops spinning with the network error after $timeout ms',
    async ({ options, timeout }) => {
      const context = await browser.newContext({
        ...options,
        reducedMotion: 'reduce',
        // The worker would answer requests the route below must see.
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.clock.install();
      const stalled: string[] = [];
      await page.route('**/api/auth/login', (route) => {
        // Left unanswered: the endpoint stalls.
        stalled.push(route.request().method());
      });

      await page.goto(`${server.baseUrl}/login`);
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(uniqueEmail('stalled'));
      await form.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
      await form.getByRole('button', { name: 'Sign in' }).click();
      const spinning = form.getByRole('button', { name: 'Signing in…' });
      await spinning.waitFor(WAIT);
      await expect.poll(() => stalled, WAIT).toEqual(['POST']);

      await page.clock.fastForward(timeout - 1_000);
      expect(await spinning.isDisabled()).toBe(true);
      expect(await page.getByText(NETWORK_ERROR).count()).toBe(0);

      await page.clock.fastForward(1_000);
      await form.getByText(NETWORK_ERROR).waitFor(WAIT);
      expect(await form.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
