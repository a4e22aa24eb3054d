import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const SKIPPED =
  'App attestation initialisation skipped: the bot-check site key or project id is missing.';
const DEBUG_TOKEN = 'operator-debug-token';
const WAIT = { timeout: 10_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function registerWithForm(baseUrl: string, prepare?: (page: Page) => Promise<unknown>) {
  const watched = await openPage(browser);
  const { page } = watched;
  const infos: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'info') infos.push(message.text());
  });
  const registerHeaders: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/register')) registerHeaders.push(request.headers());
  });
  await prepare?.(page);
  await page.goto(`${baseUrl}/login`);
  await page
    .getByRole('group', { name: 'Sign in or create an account' })
    .getByRole('button', { name: 'Create account' })
    .click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill(uniqueEmail('settings'));
  await form.getByLabel('Password', { exact: true }).fill('a fine password');
  await form.getByLabel('Username').fill('Settings');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/mylists');
  return { ...watched, infos, registerHeaders };
}

describe('the bot check', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      BOT_CHECK_SITE_KEY: 'site-key',
      APP_PROJECT_ID: 'tsuzuki-home',
      BOT_CHECK_SECRET: 'captcha-secret',
      BOT_CHECK_DEBUG_TOKEN: DEBUG_TOKEN,
    });
  });
  afterAll(() => server?.stop());

  it('lets the captcha provider in through the Content-Security-Policy', async () => {
    const response = await fetch(`${server.baseUrl}/login`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.google\.com\/recaptcha\//);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  });

  it('exchanges the debug token and sends the attestation token with the sign-up', async () => {
    const { context, errors, infos, registerHeaders } = await registerWithForm(
      server.baseUrl,
      (page) =>
        page.addInitScript((token) => {
          localStorage.setItem('tsuzuki:attestation-debug-token', token);
        }, DEBUG_TOKEN),
    );
    expect(registerHeaders).toHaveLength(1);
    expect(registerHeaders[0]?.['x-attestation-token']).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    expect(infos).not.toContain(SKIPPED);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an instance without the bot check', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ BOT_CHECK_SITE_KEY: 'site-key' });
  });
  afterAll(() => server?.stop());

  it('says the check was skipped and sends no token', async () => {
    const { context, errors, infos, registerHeaders } = await registerWithForm(server.baseUrl);
    expect(infos).toContain(SKIPPED);
    expect(registerHeaders[0]).not.toHaveProperty('x-attestation-token');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an instance with an API key', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ APP_API_KEY: 'public-client-id' });
  });
  afterAll(() => server?.stop());

  it('names the key on account calls, so signing up and staying signed in work', async () => {
    const { page, context, errors, registerHeaders } = await registerWithForm(server.baseUrl);
    expect(registerHeaders[0]?.['x-api-key']).toBe('public-client-id');
    await page.reload();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Welcome to Tsuzuki' }).count(), WAIT)
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/mylists');
    expect(errors).toEqual([]);
    await context.close();
  });
});
