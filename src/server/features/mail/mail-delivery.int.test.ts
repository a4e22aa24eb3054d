import { afterEach, describe, expect, it } from 'vitest';
import {
  decodeQuotedPrintable,
  startFakeSmtpServer,
  type FakeSmtpServer,
} from '../../testing/fakes/smtp-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import {
  linkParameters,
  mailCountTo,
  signUp,
  withSession,
  chooseOnProfile,
} from '../auth/auth-test-helpers';
import type { ApiErrorBody } from '../../../shared/api-error';
import { LANGUAGE_COOKIE } from '../../../shared/i18n/language-cookie';

describe.each(DIALECTS)('mail on %s', (dialect) => {
  let testApp: TestApp;
  let smtp: FakeSmtpServer | undefined;
  afterEach(async () => {
    await testApp.close();
    await smtp?.close();
    smtp = undefined;
  });

  it('keeps mail in the outbox without SMTP and prints its link to the log', async () => {
    testApp = await createTestApp(dialect, {
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://anime.example.org',
    });
    const user = await signUp(testApp.app, { username: 'Ada' });
    const rows = await testApp.database.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: user.uid,
      to_address: user.email,
      subject: 'Tsuzuki: verify your email address',
    });
    const link = rows[0]?.link ?? '';
    expect(link).toMatch(/^https:\/\/anime\.example\.org\/login\?mode=verifyEmail&oobCode=/);
    expect(rows[0]?.text_body).toContain(link);
    expect(rows[0]?.html_body).toContain(
      '<a href="https://anime.example.org/login?mode=verifyEmail&amp;oobCode=',
    );

    const logged = testApp.logLines.map((line) => JSON.parse(line) as { msg: string });
    expect(logged.some((line) => line.msg.includes(user.email) && line.msg.includes(link))).toBe(
      true,
    );

    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/action',
      payload: linkParameters(link),
    });
    expect(verified.statusCode).toBe(200);
  });

  it('writes a mail in the account’s language, else in the language of the asking page', async () => {
    testApp = await createTestApp(dialect, { PUBLIC_URL: 'https://anime.example.org' });
    const seen = new Set<string>();
    /** The one mail to the address since the last look. */
    const newest = async (to: string) => {
      const rows = await testApp.database.db
        .selectFrom('mail_outbox')
        .select(['id', 'subject', 'text_body', 'html_body'])
        .where('to_address', '=', to)
        .execute();
      const fresh = rows.filter((row) => !seen.has(row.id));
      expect(fresh).toHaveLength(1);
      for (const row of fresh) seen.add(row.id);
      return fresh[0]!;
    };

    // Sign-up's verification: the account has no language yet, so the browser's is used.
    const email = `ja-${Date.now()}@example.org`;
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' },
      payload: { email, password: 'correct horse battery', username: 'Ada' },
    });
    expect(registered.statusCode).toBe(201);
    const japanese = await newest(email);
    expect(japanese.subject).toBe('Tsuzuki: メールアドレスの確認');
    expect(japanese.text_body).toContain('Ada さん');
    expect(japanese.html_body).toContain('<html lang="ja">');

    // Nothing said: English, as before.
    const user = await signUp(testApp.app, { username: 'Ada' });
    expect((await newest(user.email)).subject).toBe('Tsuzuki: verify your email address');

    // The page's remembered language wins over the browser's.
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { 'accept-language': 'ja' },
      cookies: { [LANGUAGE_COOKIE]: 'es' },
      payload: { email: user.email },
    });
    expect(reset.statusCode).toBe(204);
    expect((await newest(user.email)).subject).toBe('Tsuzuki: restablece tu contraseña');

    // A language chosen on the account wins over the page's.
    await chooseOnProfile(testApp.app, user.token, { 'profile.language': 'de' });
    const resent = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verification/send',
      headers: { 'accept-language': 'ja' },
      cookies: { ...withSession(user.token).cookies, [LANGUAGE_COOKIE]: 'fr' },
    });
    expect(resent.statusCode).toBe(204);
    const german = await newest(user.email);
    expect(german.subject).toBe('Tsuzuki: Bestätige deine E-Mail-Adresse');
    expect(german.text_body).toContain('Hallo Ada,');
    expect(german.html_body).toContain('<html lang="de">');
  });

  it('delivers through SMTP_URL with MAIL_FROM, a text and an HTML part', async () => {
    smtp = await startFakeSmtpServer();
    testApp = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Tsuzuki <anime@example.org>',
    });
    const user = await signUp(testApp.app, { username: 'Ada' });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.from).toBe('anime@example.org');
    expect(mail?.to).toEqual([user.email]);
    const raw = mail?.raw ?? '';
    expect(raw).toMatch(/^Subject: Tsuzuki: verify your email address\r?$/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(await mailCountTo(testApp.database.db, user.email)).toBe(0);

    const body = decodeQuotedPrintable(raw);
    const link = /http:\/\/localhost:3000\/login\?mode=verifyEmail&oobCode=[\w-]+/.exec(body)?.[0];
    expect(link).toBeDefined();
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/action',
      payload: linkParameters(link ?? ''),
    });
    expect(verified.json()).toEqual({ mode: 'verifyEmail', email: user.email });
  });

  it('answers 503 mail-unavailable when the SMTP server cannot be reached', async () => {
    smtp = await startFakeSmtpServer();
    testApp = await createTestApp(dialect, { SMTP_URL: smtp.url });
    const user = await signUp(testApp.app);
    await smtp.close();
    smtp = undefined;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verification/send',
      ...withSession(user.token),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json<ApiErrorBody>().error).toMatchObject({
      code: 'mail-unavailable',
      message: 'The email could not be sent. Please try again later.',
    });
  });

  it('takes the From address from APP_MESSAGING_SENDER_ID when it is an address', async () => {
    smtp = await startFakeSmtpServer();
    testApp = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      APP_MESSAGING_SENDER_ID: 'sender@example.org',
    });
    await signUp(testApp.app);
    expect(smtp.received[0]?.raw).toMatch(/^From: Tsuzuki <sender@example\.org>\r?$/m);
  });
});
