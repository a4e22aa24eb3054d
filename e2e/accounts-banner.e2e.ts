import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeOnboarding, registerInContext, withoutRefusals } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import { mailedLink } from './support/outbox';
import { startServer, type RunningServer } from './support/server';
import { startFakeSmtpServer } from '../src/server/testing/fakes/smtp-server';
import { BANNER_DISMISSED_COOKIE } from '../src/shared/verification-banner';

let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 10_000 };

const PHONE = { width: 390, height: 844 };
/** The banner's most on a phone: a short sentence, a small Resend and the dismissal (decision 338). */
const BANNER_MAX_PX = 80;

async function unverifiedUserPage(on: RunningServer = server, viewport = PHONE) {
  const watched = await openPage(browser, { viewport });
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

async function expectCompact(page: Page) {
  // Both the server's copy in the page and the app's: the first is replaced as the app starts.
  const { height } = (await page
    .getByRole('region', { name: 'Email verification' })
    .boundingBox()) ?? { height: Infinity };
  expect(height, `the banner is ${height} px tall`).toBeLessThanOrEqual(BANNER_MAX_PX);
}

async function resendsWithCooldown(sending: RunningServer) {
  const { page, context, errors, alerts, banner, account } = await unverifiedUserPage(sending);
  expect(await banner.textContent()).toBe(
    `Verify your address: we sent a link to ${account.email}.Resend Email`,
  );
  await expectCompact(page);
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
    expect(await banner.textContent()).toBe(
      `Your address ${account.email} is not verified yet. This server does not send email.`,
    );
    expect(await resendButton(page).count()).toBe(0);
    await expectCompact(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['a desktop', { width: 1280, height: 800 }],
    ['a 390 px phone', PHONE],
  ])(
    'comes with the screen that replaces the page’s opening, so the screen never moves, on %s',
    async (_, viewport) => {
      const { page, context, errors } = await openPage(browser, { viewport });
      await registerInContext(context, server.baseUrl);
      await completeOnboarding(context, server.baseUrl);
      // Where the screen's top is when the app's screen replaces the server's opening, and later.
      await page.addInitScript(() => {
        new MutationObserver((records, observer) => {
          const replaced = records.some((record) =>
            [...record.removedNodes].some((node) => (node as Element).id === 'first-screen'),
          );
          if (!replaced) return;
          observer.disconnect();
          const top = document.querySelector('main')?.getBoundingClientRect().top;
          Object.assign(window, { mainTopAtHandOff: top });
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${server.baseUrl}/mylists`);
      // The opening has the banner and the heading too: wait for the app's screen.
      await page.waitForFunction(() => 'mainTopAtHandOff' in window, undefined, WAIT);
      await page.getByRole('region', { name: 'Email verification' }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Dismiss for now' }).waitFor(WAIT);
      const tops = await page.evaluate(() => ({
        atHandOff: (window as { mainTopAtHandOff?: number }).mainTopAtHandOff,
        now: document.querySelector('main')?.getBoundingClientRect().top,
      }));
      expect(tops.atHandOff).toBeGreaterThan(100);
      expect(tops.now).toBe(tops.atHandOff);
      await expectCompact(page);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

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
    const sentPage = async (from: typeof context) =>
      (await from.request.get(`${server.baseUrl}/mylists`)).text();
    // The server writes the banner into the page too (decision 264), and leaves it out once dismissed.
    expect(await sentPage(context)).toContain('class="account-banner"');
    await banner.getByRole('button', { name: 'Dismiss for now' }).click();
    await expect.poll(() => banner.count(), WAIT).toBe(0);
    expect(await sentPage(context)).not.toContain('class="account-banner"');
    await page.goto(`${server.baseUrl}/terms`);
    await page.locator('h1').waitFor(WAIT);
    await page.reload();
    await page.locator('h1').waitFor(WAIT);
    expect(await banner.count()).toBe(0);
    const otherTab = await context.newPage();
    await otherTab.goto(`${server.baseUrl}/mylists`);
    await otherTab.locator('h1').waitFor(WAIT);
    expect(await otherTab.getByRole('region', { name: 'Email verification' }).count()).toBe(0);

    // A new browser session keeps the sign-in but not the dismissal: the reminder is back.
    const next = await openPage(browser);
    const signIn = (await context.cookies()).filter(
      (cookie) => cookie.name !== BANNER_DISMISSED_COOKIE,
    );
    await next.context.addCookies(signIn);
    expect(await sentPage(next.context)).toContain('class="account-banner"');
    await next.page.goto(`${server.baseUrl}/about`);
    await expect
      .poll(() => next.page.getByRole('region', { name: 'Email verification' }).count(), WAIT)
      .toBe(1);
    expect(errors).toEqual([]);
    expect(next.errors).toEqual([]);
    await next.context.close();
    await context.close();
  });
});
