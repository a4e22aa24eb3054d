import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeOnboarding, registerInContext } from './support/accounts';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import { projectRoot } from './support/project-root';
import type { RunningServer } from './support/server';

/** Users read plain sentences: no ads once signed in, no settings' names, no "Tsuzuki:" (decisions 164, 165). */
let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

/** Every setting the operator can make, as .env.example lists them. */
const SETTING_NAMES = [
  ...fs
    .readFileSync(path.join(projectRoot(), '.env.example'), 'utf8')
    .matchAll(/^([A-Z][A-Z0-9_]+)=/gm),
].map((match) => match[1] ?? '');

const SIGNED_IN_SCREENS = [
  '/',
  '/discover',
  '/browse/trending',
  '/browse/popular',
  '/browse/top',
  '/browse/season',
  '/coming-soon',
  '/anime/tv/5114',
  '/anime/movie/199',
  '/mylists',
  '/profile',
  '/profile/account',
  '/profile/alerts',
  '/profile/connections',
  '/profile/api',
  '/profile/data',
  '/ai',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
];

describe('what a signed-in user reads', () => {
  it('holds no ad, no setting’s name and no product-name prefix on any screen', async () => {
    expect(SETTING_NAMES).toContain('TMDB_API_KEY');
    expect(SETTING_NAMES).toContain('ADMIN_USER_ID');
    const { page, context, errors } = await openPage(browser);
    await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    // A policy violation (zod's eval probe, say) is reported here even when nothing throws.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { policyViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await context.request.put(`${server.baseUrl}/api/lists/tv/5114`, {
      data: { status: 'watching', current_episode: 3, name: 'Fullmetal Alchemist: Brotherhood' },
    });

    for (const screen of SIGNED_IN_SCREENS) {
      await page.goto(`${server.baseUrl}${screen}`);
      await page.locator('h1').waitFor();
      await page.getByRole('contentinfo').waitFor();
      // Late content (lists, rows, details) has had its chance to appear.
      await page.waitForLoadState('load');
      await expect
        .poll(() => page.locator('[role="status"][aria-live] > .visually-hidden').count())
        .toBe(0);
      const text = await page.locator('body').innerText();
      expect(text, screen).not.toMatch(/\bAd\b\s*—|Your brand here/);
      expect(text, screen).not.toMatch(/Tsuzuki:/);
      // The profile, About and Contact speak to the user about what they can do, not to whoever
      // runs the server.
      if (screen.startsWith('/profile') || screen === '/about' || screen === '/contact') {
        expect(text, screen).not.toMatch(/whoever runs|administrator|operator|PostgreSQL/i);
      }
      for (const name of SETTING_NAMES) {
        expect(text.includes(name), `${screen} names ${name}`).toBe(false);
      }
      const violations = await page.evaluate(
        () => (window as unknown as { policyViolations: string[] }).policyViolations,
      );
      expect(violations, screen).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is shown the sponsor slot only while signed out', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.baseUrl}/about`);
    const footer = page.getByRole('contentinfo');
    await footer.getByText('Ad — Your brand here').waitFor();
    expect(await page.getByText('Ad — Your brand here').count()).toBe(1);
    await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    await page.reload();
    await footer.getByRole('link', { name: 'My Lists' }).waitFor();
    expect(await page.getByText('Ad — Your brand here').count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'Get started' }).count()).toBe(0);
    await context.close();
  });
});
