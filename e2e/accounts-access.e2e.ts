import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  completeOnboarding,
  registerInContext,
  uniqueEmail,
  withoutRefusals,
} from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 10_000 };
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A browser context already signed in as a new user who finished onboarding. */
async function signedInPage(viewport?: { width: number; height: number }) {
  const watched = await openPage(browser, viewport ? { viewport } : {});
  const account = await registerInContext(watched.context, server.baseUrl);
  await completeOnboarding(watched.context, server.baseUrl);
  return { ...watched, account };
}

describe('the route guards', () => {
  it.each([
    ['/mylists', '/login'],
    ['/profile', '/'],
    ['/profile/account', '/'],
    ['/admin', '/'],
  ])('send a visitor from %s to %s', async (from, to) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}${from}`);
    await expect.poll(() => pathOf(page), WAIT).toBe(to);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('send a signed-in user from /login to /mylists, and a non-admin from /admin to /', async () => {
    const { page, context, errors } = await signedInPage();
    await page.goto(`${server.baseUrl}/login`);
    await expect.poll(() => pathOf(page), WAIT).toBe('/mylists');
    await page.goto(`${server.baseUrl}/admin`);
    await expect.poll(() => pathOf(page), WAIT).toBe('/');
    await page.goto(`${server.baseUrl}/profile`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Profile' }).count(), WAIT)
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('return a visitor to the page they were sent away from once signed in', async () => {
    const { page, context, errors } = await openPage(browser);
    const account = await registerInContext(context, server.baseUrl);
    await context.clearCookies();
    await page.goto(`${server.baseUrl}/mylists?status=watching`);
    await expect.poll(() => pathOf(page), WAIT).toBe('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe('?status=watching');
    expect(pathOf(page)).toBe('/mylists');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('let a signed-in user open an e-mailed link on /login, and show why a bad one fails', async () => {
    const { page, context, errors } = await signedInPage();
    await page.goto(`${server.baseUrl}/login?mode=verifyEmail&oobCode=not-a-real-code`);
    await expect
      .poll(
        () =>
          page
            .getByText('This link is invalid or has already been used. Please request a new one.')
            .count(),
        WAIT,
      )
      .toBe(1);
    expect(pathOf(page)).toBe('/login');
    expect(await seriousViolations(page)).toEqual([]);
    expect(withoutRefusals(errors, 400)).toEqual([]);
    await context.close();
  });
});

describe('the sign-in and registration forms', () => {
  it('show the catalogue’s message for a wrong password', async () => {
    const { page, context, errors } = await openPage(browser);
    const account = await registerInContext(context, server.baseUrl);
    await context.clearCookies();
    await page.goto(`${server.baseUrl}/login`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill('not the password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    const alert = form.getByRole('alert');
    await expect
      .poll(() => alert.textContent(), WAIT)
      .toBe('Invalid email or password. Please check your credentials and try again.');
    expect(await seriousViolations(page)).toEqual([]);
    expect(withoutRefusals(errors, 400)).toEqual([]);
    await context.close();
  });

  it('check the address and the password length before asking the server', async () => {
    const { page, context, errors } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${server.baseUrl}/login`);
    await page
      .getByRole('group', { name: 'Sign in or create an account' })
      .getByRole('button', { name: 'Create account' })
      .click();
    const form = page.getByRole('form', { name: 'Create account' });
    const submit = form.getByRole('button', { name: 'Create account' });
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByLabel('Password', { exact: true }).fill('12345');
    await form.getByLabel('Username').fill('Mio');
    await submit.click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Please enter a valid email address.');
    await form.getByLabel('Email').fill(uniqueEmail());
    await submit.click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Password should be at least 6 characters long.');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('say when an address is already registered', async () => {
    const { page, context, errors } = await openPage(browser);
    const account = await registerInContext(context, server.baseUrl);
    await context.clearCookies();
    await page.goto(`${server.baseUrl}/login`);
    await page
      .getByRole('group', { name: 'Sign in or create an account' })
      .getByRole('button', { name: 'Create account' })
      .click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await form.getByLabel('Username').fill('Copy');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent(), WAIT)
      .toBe('An account with this email already exists.');
    expect(withoutRefusals(errors, 409)).toEqual([]);
    await context.close();
  });

  it('use the reset wording when no account has the address', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(uniqueEmail('nobody'));
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent(), WAIT)
      .toBe('No account found with this email address.');
    expect(withoutRefusals(errors, 404)).toEqual([]);
    await context.close();
  });
});

describe('the profile', () => {
  it('turns adult titles on for every screen at once, and changes the password', async () => {
    const { page, context, errors, account } = await signedInPage({ width: 390, height: 844 });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`${server.baseUrl}/profile/account`);
    await expect
      .poll(() => page.getByText('Adult titles are currently hidden.').count(), WAIT)
      .toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Show adult titles').check();
    await expect
      .poll(() => page.getByText('Adult titles are currently visible.').count(), WAIT)
      .toBe(1);
    await page.reload();
    await expect.poll(() => page.getByLabel('Show adult titles').isChecked(), WAIT).toBe(true);

    await page.getByRole('region', { name: 'Password' }).locator('summary').click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(account.password);
    await form.getByLabel('New password').fill('a brand new password');
    await form.getByRole('button', { name: 'Update password' }).click();
    await expect.poll(() => dialogs, WAIT).toEqual(['Password updated successfully!']);
    // The renewed session still works.
    await page.reload();
    await expect
      .poll(
        () => page.getByRole('heading', { level: 1, name: 'Account and security' }).count(),
        WAIT,
      )
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a change with the wrong current password, in the catalogue’s words', async () => {
    const { page, context, errors } = await signedInPage();
    await page.goto(`${server.baseUrl}/profile/account`);
    await page.getByRole('region', { name: 'Email address' }).locator('summary').click();
    const form = page.getByRole('form', { name: 'Change email' });
    await form.getByLabel('New email address').fill(uniqueEmail('elsewhere'));
    await form.getByLabel('Current password').fill('wrong guess');
    await form.getByRole('button', { name: 'Change email' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent(), WAIT)
      .toBe('Incorrect password. Please try again.');
    expect(withoutRefusals(errors, 400)).toEqual([]);
    await context.close();
  });
});
