import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeOnboarding,
  registerInContext,
  signInInContext,
  withoutRefusals,
} from './support/accounts';
import { startServerWithAdmin, type ServerWithAdmin } from './support/admin-server';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import type { RunningServer } from './support/server';

let withAdmin: ServerWithAdmin;
let server: RunningServer;
let admin: ServerWithAdmin['admin'];
let browser: Browser;

beforeAll(async () => {
  [withAdmin, browser] = await Promise.all([startServerWithAdmin(), launchBrowser()]);
  ({ server, admin } = withAdmin);
});
afterAll(async () => {
  await browser?.close();
  await withAdmin?.stop();
});

const WAIT = { timeout: 10_000 };

/** How far the page scrolls sideways: 0 when it fits the screen. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function adminPage(viewport?: { width: number; height: number }) {
  const watched = await openPage(browser, viewport ? { viewport } : {});
  await signInInContext(watched.context, server.baseUrl, admin);
  await completeOnboarding(watched.context, server.baseUrl);
  return watched;
}

describe('the admin page', () => {
  it('shows the users, the outbox and the figures, to the admin only', async () => {
    const member = await openPage(browser);
    const account = await registerInContext(member.context, server.baseUrl, { username: 'Member' });
    await member.page.goto(`${server.baseUrl}/admin`);
    await expect.poll(() => new URL(member.page.url()).pathname, WAIT).toBe('/');
    await member.context.close();

    const { page, context, errors } = await adminPage();
    await page.goto(`${server.baseUrl}/admin`);
    const users = page.getByRole('region', { name: 'Users table' });
    await expect.poll(() => users.getByRole('row', { name: account.email }).count(), WAIT).toBe(1);
    const memberRow = users.getByRole('row', { name: account.email });
    expect(await memberRow.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['Member', 'NoMark verified', '0']),
    );
    expect(await users.getByRole('row', { name: admin.email }).textContent()).toContain('(you)');
    expect(await users.getByRole('button', { name: `Disable ${admin.email}` }).count()).toBe(0);

    const figures = page.getByRole('region', { name: 'Instance' });
    await expect.poll(() => figures.textContent(), WAIT).toContain('Users2');
    expect(await figures.textContent()).toContain('Bundled offline catalogue');

    const outbox = page.getByRole('region', { name: 'Outbox' });
    const mails = outbox.getByRole('listitem');
    await expect.poll(() => mails.count(), WAIT).toBe(2);
    // Newest first: the member signed up after the admin.
    expect(await mails.first().textContent()).toContain(account.email);
    expect(await seriousViolations(page)).toEqual([]);

    // A mail's link opens where it leads.
    await mails.first().getByRole('link').click();
    await expect
      .poll(() => page.getByText(`Your email address ${account.email} is verified.`).count(), WAIT)
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone', async () => {
    const { page, context, errors } = await adminPage({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/admin`);
    const users = page.getByRole('region', { name: 'Users table' });
    await expect.poll(() => users.getByRole('row').count(), WAIT).toBeGreaterThan(1);
    const outbox = page.getByRole('region', { name: 'Outbox' });
    await expect.poll(() => outbox.getByRole('listitem').count(), WAIT).toBeGreaterThan(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('disables an account: its user is signed out and cannot sign in again until enabled', async () => {
    const member = await openPage(browser);
    const account = await registerInContext(member.context, server.baseUrl);
    await completeOnboarding(member.context, server.baseUrl);
    await member.page.goto(`${server.baseUrl}/about`);
    await expect
      .poll(() => member.page.getByRole('region', { name: 'Email verification' }).count(), WAIT)
      .toBe(1);

    const { page, context, errors } = await adminPage();
    await page.goto(`${server.baseUrl}/admin`);
    const disable = page.getByRole('button', { name: `Disable ${account.email}` });
    await expect.poll(() => disable.count(), WAIT).toBe(1);
    await disable.click();
    await expect
      .poll(() => page.getByRole('button', { name: `Enable ${account.email}` }).count(), WAIT)
      .toBe(1);

    // The member's page polls while the address is unverified and learns of it there. Disabling
    // ends the account's sessions, so the page sees an ended session.
    const notice = member.page.getByRole('region', { name: 'Signed out' });
    await expect
      .poll(() => notice.getByRole('alert').textContent(), WAIT)
      .toContain('Your session has expired. Please sign in again.');
    expect(await member.page.getByRole('region', { name: 'Email verification' }).count()).toBe(0);
    expect(await seriousViolations(member.page)).toEqual([]);
    await notice.getByRole('link', { name: 'Sign in' }).click();
    expect(await notice.count()).toBe(1);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => notice.count()).toBe(0);

    const form = member.page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent(), WAIT)
      .toBe('This account has been disabled. Please contact support.');
    expect(withoutRefusals(member.errors, 401)).toEqual([]);

    await page.getByRole('button', { name: `Enable ${account.email}` }).click();
    await expect
      .poll(() => page.getByRole('button', { name: `Disable ${account.email}` }).count(), WAIT)
      .toBe(1);
    await signInInContext(member.context, server.baseUrl, account);
    expect(errors).toEqual([]);
    await member.context.close();
    await context.close();
  });

  it('shows on a phone the accounts nearest their mail limits', async () => {
    const { page, context, errors } = await adminPage({ width: 360, height: 740 });
    const member = await openPage(browser);
    const account = await registerInContext(member.context, server.baseUrl);
    const verified = await context.request.post(
      `${server.baseUrl}/api/admin/users/${account.uid}/verify`,
    );
    expect(verified.status()).toBe(204);
    const alertsOn = await member.context.request.patch(`${server.baseUrl}/api/alerts`, {
      data: { email: { enabled: true } },
    });
    expect(alertsOn.status()).toBe(200);
    for (let press = 0; press < 3; press += 1) {
      const test = await member.context.request.post(`${server.baseUrl}/api/alerts/test`, {
        data: { channel: 'email' },
      });
      expect(test.status()).toBe(200);
    }
    await member.context.close();

    await page.goto(`${server.baseUrl}/admin`);
    const limits = page.getByRole('region', { name: 'Mail limits' });
    const counted = limits.getByRole('listitem', { name: account.email });
    await expect.poll(() => counted.count(), WAIT).toBe(1);
    expect(await counted.textContent()).toContain('Test mails this hour3 of 3 · limit reached');
    expect(await counted.textContent()).toContain('Alert mails today3 of 50');
    await counted.scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
