import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A webhook receiver answering as Discord's incoming webhooks do: 204, no body; or failing. */
const received: unknown[] = [];
let answer = 204;
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push(JSON.parse(body) as unknown);
    response.writeHead(answer).end();
  });
});
let hookUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const WAIT = { timeout: 15_000 };

async function expectTappable(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box?.height, 'tap height').toBeGreaterThanOrEqual(44);
  expect(box?.width, 'tap width').toBeGreaterThanOrEqual(44);
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  const laidOut = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(laidOut).toBeLessThanOrEqual(width);
}

describe.each([
  ['a 360 px phone', { width: 360, height: 740 }],
  ['a desktop', { width: 1280, height: 800 }],
])('alerts on /profile/alerts, on %s', (_, viewport) => {
  it('turns the webhook on, sends a test and shows its result, last delivery and failures', async () => {
    const { page, context, errors } = await openPage(browser, { viewport });
    await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    const before = received.length;

    await page.goto(`${server.baseUrl}/profile`);
    await page
      .getByRole('navigation', { name: 'Profile and settings' })
      .getByRole('link', { name: 'Alerts', exact: true })
      .click();
    const alerts = page.getByRole('region', { name: 'Alerts' });
    const webhook = alerts.getByRole('group', { name: 'Webhook' });
    await webhook.waitFor(WAIT);
    await expect.poll(() => webhook.getByText('Nothing sent yet.').count(), WAIT).toBe(1);

    const address = webhook.getByRole('textbox', { name: 'Webhook URL' });
    await address.fill(hookUrl);
    const toggle = webhook.getByRole('checkbox', { name: /Send alerts to a webhook/ });
    await toggle.check();
    await expect.poll(() => toggle.isEnabled(), WAIT).toBe(true);
    expect(await toggle.isChecked()).toBe(true);

    const test = webhook.getByRole('button', { name: 'Send a test' });
    await expect.poll(() => test.isEnabled(), WAIT).toBe(true);
    await test.click();
    await webhook.getByText(/^Test sent: /).waitFor(WAIT);
    await webhook.getByText(/^Last delivery on /).waitFor(WAIT);
    expect(received.length).toBe(before + 1);
    // The test links back to this instance, whatever fields ntfy, Discord and Slack read.
    expect(JSON.stringify(received.at(-1))).toContain(server.baseUrl);

    // The other channels are there, each with its own switch and test.
    for (const name of ['Notifications on this device', 'E-mail']) {
      const channel = alerts.getByRole('group', { name });
      await channel.getByRole('button', { name: 'Send a test' }).waitFor(WAIT);
    }

    // A webhook that keeps failing says so beside it, with its last result.
    answer = 500;
    const sent = received.length;
    try {
      for (let attempt = 1; attempt <= 2; attempt++) {
        await test.click();
        await expect.poll(() => received.length, WAIT).toBe(sent + attempt);
        await expect.poll(() => test.isEnabled(), WAIT).toBe(true);
      }
    } finally {
      answer = 204;
    }
    await webhook.getByText('The test failed: The webhook answered 500.').waitFor(WAIT);
    await webhook.getByText(/^This webhook keeps failing\./).waitFor(WAIT);
    await webhook.getByText(/^Last delivery on .*: The webhook answered 500\.$/).waitFor(WAIT);

    await expectNoSidewaysScroll(page, viewport.width);
    for (const target of [
      address,
      webhook.locator('label', { hasText: 'Send alerts to a webhook' }),
      test,
      webhook.getByRole('button', { name: 'Save URL' }),
      alerts.getByRole('button', { name: 'Save times' }),
      alerts.getByRole('combobox', { name: 'Time zone' }),
    ]) {
      await expectTappable(target);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
