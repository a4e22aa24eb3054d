import type { Browser, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeOnboarding, registerInContext, withoutRefusals } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const PHONE = { width: 360, height: 740 };
const WAIT = { timeout: 10_000 };

/** As curl would call: Node's fetch with the token and nothing else of the browser's. */
function curl(path: string, token: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
}

async function expectThumbSized(targets: Locator) {
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    const name = await target.textContent();
    expect(box?.height, `${name} is ${box?.height} px high`).toBeGreaterThanOrEqual(44);
    expect(box?.width, `${name} is ${box?.width} px wide`).toBeGreaterThanOrEqual(44);
  }
}

describe('API tokens', () => {
  it('are made in the browser, list and update titles from a script, and stop working once revoked', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, touch: true });
    const account = await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    const added = await context.request.put(`${server.baseUrl}/api/lists/tv/5114`, {
      data: { status: 'watching', name: 'Fullmetal Alchemist: Brotherhood', current_episode: 3 },
    });
    expect(added.status()).toBe(201);

    await page.goto(`${server.baseUrl}/profile`);
    await page
      .getByRole('navigation', { name: 'Profile and settings' })
      .getByRole('link', { name: 'API tokens and calendar' })
      .tap();
    const section = page.getByRole('region', { name: 'API tokens' });
    await section.getByText('You have no tokens yet.').waitFor(WAIT);
    await section.getByLabel('Token name').fill('Backup script');
    await section.getByLabel('Read and write').check();
    await section.getByLabel('Current password').fill(account.password);
    await section.getByRole('button', { name: 'Create token' }).tap();
    const shown = section.getByLabel(/Your new token “Backup script”/);
    await shown.waitFor(WAIT);
    const token = await shown.inputValue();
    expect(token).toMatch(/^tsz_/);

    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width, `/profile/api lays out ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
    await expectThumbSized(section.getByRole('button'));
    await expectThumbSized(section.locator('label:has(input[type="radio"])'));
    expect(await seriousViolations(page)).toEqual([]);

    const listed = await curl('/api/lists', token);
    expect(listed.status).toBe(200);
    const page1 = (await listed.json()) as { items: { id: number; current_episode: number }[] };
    expect(page1.items).toMatchObject([{ id: 5114, current_episode: 3 }]);
    const updated = await curl('/api/lists/tv/5114', token, {
      method: 'PUT',
      body: JSON.stringify({ current_episode: 4 }),
    });
    expect(updated.status).toBe(200);

    await page.reload();
    const row = section.getByRole('listitem').filter({ hasText: 'Backup script' });
    await row.getByText(/Last used/).waitFor(WAIT);
    await row.getByRole('button', { name: 'Revoke Backup script' }).tap();
    await section.getByText('You have no tokens yet.').waitFor(WAIT);

    const refused = await curl('/api/lists', token);
    expect(refused.status).toBe(401);
    expect(withoutRefusals(errors)).toEqual([]);
    await context.close();
  });

  it('shows the API reference at /api/docs with the public routes', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/api/docs`);
    await page
      .getByText('Tsuzuki API')
      .first()
      .waitFor(WAIT)
      .catch((error: unknown) => {
        throw new Error(`the reference did not show: ${errors.join('; ')}`, { cause: error });
      });
    for (const path of ['/api/lists', '/api/lists/{type}/{id}', '/api/users/me', '/api/health']) {
      await page.locator(`[data-path="${path}"]`).first().waitFor(WAIT);
    }
    expect(await page.getByText('/api/auth/login').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
