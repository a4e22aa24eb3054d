import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeOnboarding, registerInContext } from './support/accounts';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import { mailedLink } from './support/outbox';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 10_000 };
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('signing out in one tab', () => {
  it('signs the other tab out too, by reading the storage where its event never comes', async () => {
    const { page: first, context, errors } = await openPage(browser);
    const { email } = await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    // Verified, so no tab polls the server for its verification and finds the sign-out there.
    await first.goto(await mailedLink(server, email, 'verifyEmail'));
    await first.getByText(`Your email address ${email} is verified.`).waitFor(WAIT);
    const second = await context.newPage();
    // A browser that never announces other tabs' storage writes: only polling can tell.
    await second.addInitScript(() => {
      window.addEventListener('storage', (event) => event.stopImmediatePropagation(), true);
    });

    await first.goto(`${server.baseUrl}/mylists`);
    await second.goto(`${server.baseUrl}/profile`);
    await second.getByRole('heading', { level: 1, name: 'Profile' }).waitFor(WAIT);

    await first.getByRole('button', { name: 'Open menu' }).click();
    await first.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => pathOf(first), WAIT).toBe('/login');
    const signedOutAt = Date.now();

    // /profile sends a signed-out visitor home (spec §2).
    await expect.poll(() => pathOf(second), { timeout: 5_000 }).toBe('/');
    expect(Date.now() - signedOutAt).toBeLessThan(3_000);
    // Followed the other tab's sign-out, not found out later as an expired session.
    expect(await second.getByRole('region', { name: 'Signed out' }).count()).toBe(0);
    await second.getByRole('button', { name: 'Open menu' }).click();
    await second.getByRole('link', { name: 'Login' }).waitFor(WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });
});
