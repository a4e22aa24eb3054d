import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { completeOnboarding, registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

// The receiver is on loopback, which the server refuses unless the operator allows it.
withServerAndBrowser(
  (started, launched) => {
    [server, browser] = [started, launched];
  },
  () => ({ ALLOW_PRIVATE_WEBHOOKS: 'true' }),
);

interface Delivery {
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it arrived: the signature covers these bytes. */
  body: string;
}

const received: Delivery[] = [];
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    response.writeHead(204).end();
  });
});
let hookUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const WAIT = { timeout: 15_000 };

/** What a receiver does with the documented recipe (docs/alerts-and-scrobbling.md). */
function verifies(secret: string, delivery: Delivery): boolean {
  const timestamp = String(delivery.headers['x-tsuzuki-timestamp']);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex');
  return delivery.headers['x-tsuzuki-signature'] === `sha256=${digest}`;
}

async function expectTappable(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box?.height, 'tap height').toBeGreaterThanOrEqual(44);
  expect(box?.width, 'tap width').toBeGreaterThanOrEqual(44);
}

it('shows the signing secret, makes a new one, and a test delivery verifies with the new one only (360 px)', async () => {
  const { page, context, errors } = await openPage(browser, {
    viewport: { width: 360, height: 740 },
  });
  await registerInContext(context, server.baseUrl);
  await completeOnboarding(context, server.baseUrl);

  await page.goto(`${server.baseUrl}/profile`);
  await page
    .getByRole('navigation', { name: 'Profile and settings' })
    .getByRole('link', { name: 'Alerts', exact: true })
    .click();
  const webhook = page.getByRole('region', { name: 'Alerts' }).getByRole('group', {
    name: 'Webhook',
  });
  await webhook.waitFor(WAIT);
  await webhook.getByRole('textbox', { name: 'Webhook URL' }).fill(hookUrl);
  const toggle = webhook.getByRole('checkbox', { name: /Send alerts to a webhook/ });
  await toggle.check();
  await expect.poll(() => toggle.isEnabled(), WAIT).toBe(true);

  // Each list change too: the choice is kept across a reload.
  const listChanges = webhook.getByRole('checkbox', { name: /Also send each list change/ });
  await listChanges.check();
  await expect.poll(() => listChanges.isEnabled(), WAIT).toBe(true);
  await expectTappable(webhook.locator('label', { hasText: 'Also send each list change' }));

  const show = webhook.getByRole('button', { name: 'Show signing secret' });
  await expectTappable(show);
  await show.click();
  const field = webhook.getByRole('textbox', { name: 'Signing secret' });
  await field.waitFor(WAIT);
  const first = await field.inputValue();
  expect(first).toMatch(/^whsec_[\w-]{40,}$/);

  const rotate = webhook.getByRole('button', { name: 'New secret' });
  await expectTappable(rotate);
  await rotate.click();
  await webhook
    .getByText('New secret made. Webhooks are signed with it from now on.')
    .waitFor(WAIT);
  const second = await field.inputValue();
  expect(second).toMatch(/^whsec_/);
  expect(second).not.toBe(first);

  const before = received.length;
  const test = webhook.getByRole('button', { name: 'Send a test' });
  await expect.poll(() => test.isEnabled(), WAIT).toBe(true);
  await test.click();
  await webhook.getByText(/^Test sent: /).waitFor(WAIT);
  await expect.poll(() => received.length, WAIT).toBe(before + 1);
  const delivery = received.at(-1) as Delivery;
  expect(verifies(second, delivery)).toBe(true);
  expect(verifies(first, delivery)).toBe(false);
  const sentAt = Number(delivery.headers['x-tsuzuki-timestamp']);
  expect(Math.abs(Date.now() / 1000 - sentAt)).toBeLessThan(300);

  await page.reload();
  await expect
    .poll(
      () =>
        page
          .getByRole('checkbox', { name: /Also send each list change/ })
          .isChecked()
          .catch(() => false),
      WAIT,
    )
    .toBe(true);
  // The secret is shown only on request, never in the page as loaded.
  expect(await page.content()).not.toContain(second);

  const laidOut = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(laidOut).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
