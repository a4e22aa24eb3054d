import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../src/server/features/auth/mfa/totp';
import {
  startFakeOidcProvider,
  type FakeOidcProvider,
} from '../src/server/testing/fakes/fake-oidc-provider';
import {
  startFakeSmsGateway,
  type FakeSmsGateway,
} from '../src/server/testing/fakes/fake-sms-gateway';
import {
  TEST_PASSWORD,
  completeOnboarding,
  registerInContext,
  signInInContext,
  uniqueEmail,
} from './support/accounts';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { mailedLink } from './support/outbox';
import { startServer, type RunningServer } from './support/server';

let provider: FakeOidcProvider;
let gateway: FakeSmsGateway;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [provider, gateway] = await Promise.all([startFakeOidcProvider(), startFakeSmsGateway()]);
  [server, browser] = await Promise.all([
    startServer({
      OIDC_PROVIDERS: provider.providersSetting(),
      SMS_GATEWAY_URL: gateway.url,
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
  await gateway?.close();
});

const WAIT = { timeout: 10_000 };
const STEP_MS = 30_000;
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Follows the verification link mailed to the address: only then can ways be linked. */
async function verifyAddress(context: BrowserContext, email: string): Promise<void> {
  const link = new URL(await mailedLink(server, email, 'verifyEmail'));
  const verified = await context.request.post(`${server.baseUrl}/api/auth/action`, {
    data: { mode: 'verifyEmail', oobCode: link.searchParams.get('oobCode') },
  });
  expect(verified.status()).toBe(200);
}

/** Turns on an authenticator for the context's account; answers its secret. */
async function turnOnAuthenticator(context: BrowserContext): Promise<string> {
  const enrolment = await context.request.post(`${server.baseUrl}/api/auth/mfa/totp/enrol`, {
    data: { currentPassword: TEST_PASSWORD },
  });
  const { secret } = (await enrolment.json()) as { secret: string };
  const confirmed = await context.request.post(`${server.baseUrl}/api/auth/mfa/totp/confirm`, {
    data: { code: totpCodeAt(secret, Date.now()) },
  });
  expect(confirmed.status()).toBe(200);
  return secret;
}

describe('signing in with an OpenID Connect provider', () => {
  it('round-trips through the provider in a popup and lands a new account in onboarding', async () => {
    const email = uniqueEmail('oidc');
    provider.nextUser = { sub: `e2e-${email}`, email, email_verified: true, name: 'Popup Pilot' };
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/login`);
    const button = page.getByRole('button', { name: 'Continue with Fake ID' });
    await button.waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);

    const popupOpened = page.waitForEvent('popup');
    await button.click();
    const popup = await popupOpened;
    await popup.waitForEvent('close', WAIT);

    await expect.poll(() => pathOf(page), WAIT).toBe('/mylists');
    const onboarding = page.getByRole('dialog', { name: 'Welcome to Tsuzuki' });
    await expect.poll(() => onboarding.count(), WAIT).toBe(1);
    // The provider's name is the username; onboarding does not ask for it (decision 340).
    expect(await onboarding.getByLabel('Username').count()).toBe(0);
    const me = await context.request.get(`${server.baseUrl}/api/users/me`);
    expect(((await me.json()) as { profile: { username: string } }).profile.username).toBe(
      'Popup Pilot',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('round-trips in the same tab too, back to where the user was going, and deletes without a password', async () => {
    const email = uniqueEmail('oidc-tab');
    provider.nextUser = { sub: `e2e-${email}`, email, email_verified: true, name: 'Tab Pilot' };
    const { page, context, errors } = await openPage(browser);
    await page.goto(
      `${server.baseUrl}/api/auth/oidc/fake/start?display=redirect&returnTo=%2Fprofile%2Faccount`,
    );
    await expect.poll(() => pathOf(page), WAIT).toBe('/profile/account');
    await completeOnboarding(context, server.baseUrl);
    await page.reload();
    const ways = page.getByRole('region', { name: 'Sign-in ways' });
    await ways.locator('summary').click();
    await expect.poll(() => ways.getByText('Fake ID').count(), WAIT).toBe(1);

    // No password to ask for: having just signed in at the provider is the proof.
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByText('Your account has no password').waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('linking a provider to an existing account', () => {
  it('says the account exists, then links the provider once the password is given', async () => {
    const setup = await openPage(browser);
    const account = await registerInContext(setup.context, server.baseUrl, {
      email: uniqueEmail('linking'),
    });
    await completeOnboarding(setup.context, server.baseUrl);
    await setup.context.close();
    provider.nextUser = { sub: `e2e-${account.email}`, email: account.email, email_verified: true };

    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/login`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Fake ID' }).click();
    await (await popupOpened).waitForEvent('close', WAIT);
    const form = page.getByRole('form', { name: 'Sign in' });
    const others = page.getByRole('alert').filter({ hasText: 'already exists' });
    await expect
      .poll(() => others.textContent(), WAIT)
      .toBe(
        'An account with this email already exists. Sign in with its password once to link this sign-in way.',
      );
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/mylists');

    await page.goto(`${server.baseUrl}/profile/account`);
    const ways = page.getByRole('region', { name: 'Sign-in ways' });
    await ways.locator('summary').click();
    await expect.poll(() => ways.getByRole('listitem').count(), WAIT).toBe(2);
    expect(await ways.getByText('Fake ID').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('links the provider from /profile while signed in, then signs in with it to the same account', async () => {
    const { page, context, errors } = await openPage(browser);
    const account = await registerInContext(context, server.baseUrl, {
      email: uniqueEmail('profile-link'),
    });
    await completeOnboarding(context, server.baseUrl);
    await verifyAddress(context, account.email);
    // The provider knows the user under another address: only the link ties the two together.
    const providerEmail = uniqueEmail('provider-side');
    provider.nextUser = { sub: `e2e-${providerEmail}`, email: providerEmail, email_verified: true };

    await page.goto(`${server.baseUrl}/profile/account`);
    const ways = page.getByRole('region', { name: 'Sign-in ways' });
    await ways.locator('summary').click();
    const linkButton = ways.getByRole('button', { name: 'Link Fake ID', exact: true });
    await linkButton.waitFor(WAIT);
    await ways.getByLabel('Current password').fill(TEST_PASSWORD);
    const popupOpened = page.waitForEvent('popup');
    await linkButton.click();
    await (await popupOpened).waitForEvent('close', WAIT);
    await expect
      .poll(() => ways.getByRole('status').textContent(), WAIT)
      .toBe('Fake ID is now linked.');
    await expect.poll(() => ways.getByRole('listitem').count(), WAIT).toBe(2);
    expect(await linkButton.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const signedOut = await context.request.post(`${server.baseUrl}/api/auth/logout`);
    expect(signedOut.ok()).toBe(true);
    await page.goto(`${server.baseUrl}/login`);
    const signInOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Fake ID' }).click();
    await (await signInOpened).waitForEvent('close', WAIT);
    await expect.poll(() => pathOf(page), WAIT).toBe('/mylists');
    const session = await context.request.get(`${server.baseUrl}/api/auth/session`);
    const { user } = (await session.json()) as { user: { uid: string } };
    expect(user.uid).toBe(account.uid);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('two-step sign-in', () => {
  it('asks for the authenticator code after the password, then signs in', async () => {
    const setup = await openPage(browser);
    const account = await registerInContext(setup.context, server.baseUrl);
    await completeOnboarding(setup.context, server.baseUrl);
    const secret = await turnOnAuthenticator(setup.context);
    await setup.context.close();

    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/login`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();

    const heading = page.getByRole('heading', { level: 1, name: 'Two-step sign-in' });
    await expect.poll(() => heading.count(), WAIT).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    const secondStep = page.getByRole('form', { name: 'Two-step sign-in' });
    await secondStep.getByLabel('Authentication code').fill('000000');
    await secondStep.getByRole('button', { name: 'Verify and sign in' }).click();
    const alert = secondStep.getByRole('alert');
    await expect
      .poll(() => alert.textContent(), WAIT)
      .toBe('That code is not valid. Check it and try again.');

    // The code that turned the app on is spent; the app's next code is the one to type.
    await secondStep
      .getByLabel('Authentication code')
      .fill(totpCodeAt(secret, Date.now() + STEP_MS));
    await secondStep.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/mylists');
    expect(
      errors.filter(
        (error) => !error.includes('status of 400') && !error.includes('status of 401'),
      ),
    ).toEqual([]);
    await context.close();
  });

  it('sets up an authenticator on /profile with a QR code and shows the recovery codes once', async () => {
    const { page, context, errors } = await openPage(browser);
    await registerInContext(context, server.baseUrl, { email: uniqueEmail('mfa-setup') });
    await completeOnboarding(context, server.baseUrl);
    await page.goto(`${server.baseUrl}/profile/account`);
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.locator('summary').click();
    await section.getByLabel('Current password').fill(TEST_PASSWORD);
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const qr = section.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor(WAIT);
    const secret = (await section.locator('code').textContent()) ?? '';
    await section.getByLabel('Code from the app').fill(totpCodeAt(secret, Date.now()));
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count(), WAIT).toBe(10);
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'I saved my recovery codes' }).click();
    await expect.poll(() => section.getByText('10 recovery codes left').count(), WAIT).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('phone sign-in with an SMS gateway configured', () => {
  it('links a number on /profile, then signs in with a texted code', async () => {
    const phoneNumber = '+4915199900001';
    const setup = await openPage(browser);
    const account = await registerInContext(setup.context, server.baseUrl, {
      email: uniqueEmail('phone'),
    });
    await completeOnboarding(setup.context, server.baseUrl);
    await verifyAddress(setup.context, account.email);
    await setup.page.goto(`${server.baseUrl}/profile/account`);
    const ways = setup.page.getByRole('region', { name: 'Sign-in ways' });
    await ways.locator('summary').click();
    await ways.getByLabel('Current password').fill(TEST_PASSWORD);
    await ways.getByRole('button', { name: 'Link a phone number' }).click();
    const linkForm = ways.getByRole('form', { name: 'Link this number' });
    await linkForm.getByLabel('Phone number').fill('+49 151 999 00001');
    await linkForm.getByRole('button', { name: 'Text me a code' }).click();
    const textedTo = () => gateway.messages().filter((text) => text.to === phoneNumber).length;
    await expect.poll(textedTo, WAIT).toBe(1);
    await linkForm.getByLabel('Code from the text message').fill(gateway.lastCodeTo(phoneNumber));
    await linkForm.getByRole('button', { name: 'Link this number' }).click();
    await expect.poll(() => ways.getByText(phoneNumber).count(), WAIT).toBe(1);
    expect(setup.errors).toEqual([]);
    await setup.context.close();

    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with a phone number' }).click();
    const form = page.getByRole('form', { name: 'Sign in with the code' });
    await form.getByLabel('Phone number').fill(phoneNumber);
    await form.getByRole('button', { name: 'Text me a code' }).click();
    await expect.poll(textedTo, WAIT).toBe(2);
    await form.getByLabel('Code from the text message').fill(gateway.lastCodeTo(phoneNumber));
    await form.getByRole('button', { name: 'Sign in with the code' }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/mylists');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('signing in with an e-mailed link', () => {
  it('mails a link from /login that signs in once', async () => {
    const setup = await openPage(browser);
    const account = await registerInContext(setup.context, server.baseUrl, {
      email: uniqueEmail('link'),
    });
    await completeOnboarding(setup.context, server.baseUrl);
    await setup.context.close();

    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const form = page.getByRole('form', { name: 'Email sign-in link' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByRole('button', { name: 'Email me a link' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent(), WAIT)
      .toContain('ask support for its sign-in link');
    expect(await seriousViolations(page)).toEqual([]);

    const link = await mailedLink(server, account.email, 'signIn');
    await page.goto(link);
    await expect.poll(() => pathOf(page), WAIT).toBe('/mylists');
    expect(errors).toEqual([]);

    // A link signs in only the browser that asked for it (S-14), whether or not it was spent.
    const other = await openPage(browser);
    await other.page.goto(link);
    const alert = other.page.getByRole('alert');
    await expect
      .poll(() => alert.textContent(), WAIT)
      .toBe(
        'This link signs in only in the browser where it was asked for. Ask for a new link here.',
      );
    await other.context.close();
    await context.close();
  });
});

describe('an instance that requires an authenticator for the admin', () => {
  it('shows the admin where to turn it on, then opens the admin page', async () => {
    const register = await openPage(browser);
    const account = await registerInContext(register.context, server.baseUrl, {
      email: uniqueEmail('admin-mfa'),
    });
    await completeOnboarding(register.context, server.baseUrl);
    await register.context.close();
    // A second instance on the same data, with this account as its admin.
    const strict = await startServer(
      { ADMIN_USER_ID: account.uid, ADMIN_MFA_REQUIRED: 'true' },
      { dataDir: server.dataDir },
    );
    try {
      const { page, context, errors } = await openPage(browser);
      await signInInContext(context, strict.baseUrl, account);
      await page.goto(`${strict.baseUrl}/admin`);
      const notice = page.getByRole('alert').filter({ hasText: 'requires the administrator' });
      await notice.waitFor(WAIT);
      expect(await page.getByRole('heading', { level: 2, name: 'Users' }).count()).toBe(0);

      const enrolment = await context.request.post(`${strict.baseUrl}/api/auth/mfa/totp/enrol`, {
        data: { currentPassword: TEST_PASSWORD },
      });
      const { secret } = (await enrolment.json()) as { secret: string };
      await context.request.post(`${strict.baseUrl}/api/auth/mfa/totp/confirm`, {
        data: { code: totpCodeAt(secret, Date.now()) },
      });
      await page.reload();
      const users = page.getByRole('heading', { level: 2, name: 'Users' });
      await expect.poll(() => users.count(), WAIT).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await strict.stop();
    }
  });
});
