import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, withoutRefusals } from './support/accounts';
import { seriousViolations } from './support/axe';
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
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function signInWithForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

describe('an account from registration to deletion', () => {
  it('registers, onboards, verifies, resets the password, changes the address and is deleted', async () => {
    const { page, context, errors } = await openPage(browser);
    const email = uniqueEmail('journey');
    const newEmail = uniqueEmail('moved');
    const firstPassword = 'first password';
    const secondPassword = 'second password';

    // Registration.
    await page.goto(`${server.baseUrl}/login`);
    await expect.poll(() => heading(page, 'Sign in').count()).toBe(1);
    await expectAccessible(page);
    await page
      .getByRole('group', { name: 'Sign in or create an account' })
      .getByRole('button', { name: 'Create account' })
      .click();
    const registration = page.getByRole('form', { name: 'Create account' });
    await registration.getByLabel('Email').fill(email);
    await registration.getByLabel('Password', { exact: true }).fill(firstPassword);
    await registration.getByLabel('Username').fill('Journey');
    await expectAccessible(page);
    await registration.getByRole('button', { name: 'Create account' }).click();

    // Onboarding: a dialog over the blurred app, holding focus until it is completed.
    const onboarding = page.getByRole('dialog', { name: 'Welcome to Tsuzuki' });
    await expect.poll(() => onboarding.count(), WAIT).toBe(1);
    expect(pathOf(page)).toBe('/mylists');
    // Registration asked for the username: onboarding does not ask again (decision 340).
    expect(await onboarding.getByLabel('Username').count()).toBe(0);
    const blurs = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .map((element) => getComputedStyle(element).backdropFilter)
          .filter((filter) => filter.includes('blur')),
      );
    await expect.poll(blurs, WAIT).toEqual(['blur(10px)']);
    for (let press = 0; press < 6; press += 1) await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        document.querySelector('[role="dialog"]')?.contains(document.activeElement),
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect(await onboarding.count()).toBe(1);
    await expectAccessible(page);
    await onboarding.getByRole('button', { name: 'Next' }).click();
    await onboarding.getByRole('button', { name: 'Next' }).click();
    expect(await onboarding.getByLabel('Show adult titles').isChecked()).toBe(false);
    await onboarding.getByRole('button', { name: 'Start tracking' }).click();
    await expect.poll(() => onboarding.count(), WAIT).toBe(0);

    // Verification through the mailed link.
    const banner = page.getByRole('region', { name: 'Email verification' });
    await expect.poll(() => banner.count(), WAIT).toBe(1);
    await page.goto(await mailedLink(server, email, 'verifyEmail'));
    await expect
      .poll(() => page.getByText(`Your email address ${email} is verified.`).count(), WAIT)
      .toBe(1);
    expect(await banner.count()).toBe(0);
    await expectAccessible(page);

    // Signing out from the menu.
    await page.getByRole('link', { name: 'Go to My Lists' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/login');

    // The password reset, requested on /login and finished through the mailed link.
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const resetRequest = page.getByRole('form', { name: 'Reset password' });
    await resetRequest.getByLabel('Email').fill(email);
    await resetRequest.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      // The journey's server keeps its mail in the outbox, so the screen promises no e-mail.
      .poll(() => page.getByText(`Ask support for the reset link for ${email}.`).count(), WAIT)
      .toBe(1);
    await expectAccessible(page);
    await page.goto(await mailedLink(server, email, 'resetPassword'));
    const newPassword = page.getByRole('form', { name: 'New password' });
    await expect.poll(() => newPassword.count(), WAIT).toBe(1);
    await newPassword.getByLabel('New password', { exact: true }).fill(secondPassword);
    await newPassword.getByLabel('Repeat the new password').fill(secondPassword);
    await expectAccessible(page);
    await newPassword.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => heading(page, 'Password changed').count(), WAIT).toBe(1);
    expect(await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').inputValue()).toBe(
      email,
    );
    await signInWithForm(page, email, secondPassword);
    await expect.poll(() => pathOf(page), WAIT).toBe('/mylists');

    // Changing the address, confirmed through the link sent to the new one.
    await page.goto(`${server.baseUrl}/profile/account`);
    await page.getByRole('region', { name: 'Email address' }).locator('summary').click();
    const emailChange = page.getByRole('form', { name: 'Change email' });
    await expect.poll(() => emailChange.count(), WAIT).toBe(1);
    await expectAccessible(page);
    await emailChange.getByLabel('New email address').fill(newEmail);
    await emailChange.getByLabel('Current password').fill(secondPassword);
    await emailChange.getByRole('button', { name: 'Change email' }).click();
    await expect.poll(() => page.getByText('No link to confirm').count(), WAIT).toBe(1);
    await page.goto(await mailedLink(server, newEmail, 'verifyAndChangeEmail'));
    await expect
      .poll(() => page.getByText(`Your email address is now ${newEmail}.`).count(), WAIT)
      .toBe(1);
    await page.goto(`${server.baseUrl}/profile/account`);
    await page.getByRole('region', { name: 'Email address' }).locator('summary').click();
    await expect.poll(() => page.getByText(`You sign in with ${newEmail}.`).count(), WAIT).toBe(1);

    // Deleting the account, after a confirmation asking for the password.
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect.poll(() => confirmation.count(), WAIT).toBe(1);
    await expectAccessible(page);
    await confirmation.getByLabel('Current password').fill(secondPassword);
    await confirmation.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/');
    expect(await page.getByRole('region', { name: 'Email verification' }).count()).toBe(0);

    // The account is gone: signing in with it fails.
    await page.goto(`${server.baseUrl}/login`);
    await signInWithForm(page, newEmail, secondPassword);
    await expect
      .poll(
        () =>
          page
            .getByRole('alert')
            .getByText('Invalid email or password. Please check your credentials and try again.')
            .count(),
        WAIT,
      )
      .toBe(1);
    expect(pathOf(page)).toBe('/login');

    // Only the refused sign-in's answer is reported by the browser.
    expect(withoutRefusals(errors, 400)).toEqual([]);
    await context.close();
  });
});
