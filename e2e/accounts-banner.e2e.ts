import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeOnboarding, registerInContext, withoutRefusals } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import { mailedLink } from './support/outbox';
import { startServer, type RunningServer } from './support/server';
import { startFakeSmtpServer } from '../src/server/testing/fakes/smtp-server';

let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 10_000 };

async function unverifiedUserPage(on: RunningServer = server) {
  const watched = await openPage(browser);
  const account = await registerInContext(watched.context, on.baseUrl);
  await completeOnboarding(watched.context, on.baseUrl);
  const alerts: string[] = [];
  watched.page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await watched.page.goto(`${on.baseUrl}/about`);
  const banner = watched.page.getByRole('region', { name: 'Email verification' });
  await expect.poll(() => banner.count(), WAIT).toBe(1);
  return { ...watched, account, alerts, banner };
}

const resendButton = (page: Page) => page.getByRole('button', { name: 'Resend Email' });

async function resendsWithCooldown(sending: RunningServer) {
  const { page, context, errors, alerts, banner, account } = await unverifiedUserPage(sending);
  expect(await banner.textContent()).toContain(account.email);
  expect(await seriousViolations(page)).toEqual([]);

  await resendButton(page).click();
  expect(await resendButton(page).isDisabled()).toBe(true);
  await expect.poll(() => alerts, WAIT).toEqual(['Verification email sent!']);
  await expect.poll(() => resendButton(page).isDisabled(), WAIT).toBe(false);

  // Five mails an hour per account (decision 054): the sixth is refused.
  for (let sent = 2; sent <= 6; sent += 1) {
    await resendButton(page).click();
    await expect.poll(() => alerts.length, WAIT).toBe(sent);
    await expect.poll(() => resendButton(page).isDisabled(), WAIT).toBe(false);
  }
  expect(alerts.slice(1, 5)).toEqual(Array(4).fill('Verification email sent!'));
  expect(alerts[5]).toBe('Failed to resend verification email.');
  expect(withoutRefusals(errors, 429)).toEqual([]);
  await context.close();
}

describe('the verification banner', () => {
  it('promises no mail when the server keeps it in its outbox', async () => {
    const { page, context, errors, banner, account } = await unverifiedUserPage();
    expect(await banner.textContent()).toContain(
      `This server does not send email. Its administrator can verify ${account.email} for you.`,
    );
    expect(await resendButton(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resends the mail, alerting the outcome, and rests the button for 2 seconds', async () => {
    const smtp = await startFakeSmtpServer();
    const sending = await startServer({ SMTP_URL: smtp.url });
    try {
      await resendsWithCooldown(sending);
    } finally {
      await sending.stop();
      await smtp.close();
    }
  });
  it('goes away within a poll once the address is verified elsewhere', async () => {
    const { page, context, errors, banner, account } = await unverifiedUserPage();
    // Another device follows the mailed link: this page learns of it only by polling.
    const link = new URL(await mailedLink(server, account.email, 'verifyEmail'));
    const answer = await fetch(`${server.baseUrl}/api/auth/action`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        mode: link.searchParams.get('mode'),
        oobCode: link.searchParams.get('oobCode'),
      }),
    });
    expect(answer.status).toBe(200);
    await expect.poll(() => banner.count(), WAIT).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('can be dismissed for the session, and comes back with the next one', async () => {
    const { page, context, errors, banner } = await unverifiedUserPage();
    await banner.getByRole('button', { name: 'Dismiss for now' }).click();
    await expect.poll(() => banner.count(), WAIT).toBe(0);
    await page.goto(`${server.baseUrl}/terms`);
    await page.locator('h1').waitFor(WAIT);
    await page.reload();
    await page.locator('h1').waitFor(WAIT);
    expect(await banner.count()).toBe(0);

    // A new tab is a new session: the reminder is back.
    const next = await context.newPage();
    await next.goto(`${server.baseUrl}/about`);
    await expect
      .poll(() => next.getByRole('region', { name: 'Email verification' }).count(), WAIT)
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
