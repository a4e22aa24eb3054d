import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, type Language } from '../../../shared/i18n/languages';
import type { ActionCodeMode } from '../../db/schema';
import { loadServerMessages, type ServerMessages } from '../../i18n/server-messages';
import { actionMail, type ActionMailInput } from './action-mails';

const input = {
  to: 'ada@example.com',
  username: 'Ada <script>',
  link: 'https://anime.example.org/login?mode=verifyEmail&oobCode=abc',
  userId: 'u1',
};
const MODES: ActionCodeMode[] = ['verifyEmail', 'resetPassword', 'verifyAndChangeEmail', 'signIn'];

let messages: ServerMessages;
beforeAll(async () => {
  messages = await loadServerMessages(LANGUAGE_TAGS);
});

const mailIn = (language: Language, mode: ActionCodeMode, to: ActionMailInput = input) =>
  actionMail(mode, to, { language, t: messages.in(language) });

describe('actionMail', () => {
  it('words each mail exactly as before in English', () => {
    const verify = mailIn('en', 'verifyEmail');
    expect(verify.subject).toBe('Tsuzuki: verify your email address');
    expect(verify.text).toBe(
      [
        'Hello Ada <script>,',
        '',
        'Please confirm that this is your email address for your Tsuzuki account.',
        `Verify email address: ${input.link}`,
        '',
        'The link works once and expires in 3 days.',
        'If you did not create a Tsuzuki account, you can ignore this email.',
        '',
        '— Tsuzuki',
      ].join('\n'),
    );
    expect(mailIn('en', 'resetPassword').subject).toBe('Tsuzuki: reset your password');
    expect(mailIn('en', 'verifyAndChangeEmail').subject).toBe(
      'Tsuzuki: confirm your new email address',
    );
    const signIn = mailIn('en', 'signIn');
    expect(signIn.subject).toBe('Tsuzuki: your sign-in link');
    expect(signIn.text).toContain(`Sign in to Tsuzuki: ${input.link}`);
    expect(signIn.text).toContain(
      'If it was not you, ignore this email: nobody can sign in without the link.',
    );
    expect(signIn.html).toContain('<!doctype html><html lang="en">');
  });

  it('names the product in every subject, in every language', () => {
    for (const language of LANGUAGE_TAGS)
      for (const mode of MODES) expect(mailIn(language, mode).subject).toMatch(/^Tsuzuki ?: /);
  });

  it('words each mail in Japanese and German, its HTML marked with the language', () => {
    const japanese = MODES.map((mode) => mailIn('ja', mode));
    expect(japanese.map((mail) => mail.subject)).toEqual([
      'Tsuzuki: メールアドレスの確認',
      'Tsuzuki: パスワードの再設定',
      'Tsuzuki: 新しいメールアドレスの確認',
      'Tsuzuki: ログイン用リンク',
    ]);
    expect(japanese[0]?.text).toContain(`メールアドレスを確認する: ${input.link}`);
    expect(japanese[0]?.text).toContain('3 日で期限が切れます');
    for (const mail of japanese) expect(mail.html).toContain('<html lang="ja">');

    const german = MODES.map((mode) => mailIn('de', mode));
    expect(german.map((mail) => mail.subject)).toEqual([
      'Tsuzuki: Bestätige deine E-Mail-Adresse',
      'Tsuzuki: Setze dein Passwort zurück',
      'Tsuzuki: Bestätige deine neue E-Mail-Adresse',
      'Tsuzuki: Dein Anmeldelink',
    ]);
    expect(german[1]?.text).toContain('Hallo Ada <script>,');
    expect(german[1]?.text).toContain(`Neues Passwort wählen: ${input.link}`);
    expect(german[3]?.text).toContain('läuft in 15 Minuten ab');
    for (const mail of german) expect(mail.html).toContain('<html lang="de">');
  });

  it('leaves no English sentence in another language’s mail', () => {
    const english = new Set(
      MODES.flatMap((mode) => mailIn('en', mode).text.split('\n')).filter(
        (line) => line.length > 12,
      ),
    );
    for (const language of LANGUAGE_TAGS.filter((tag) => tag !== 'en'))
      for (const mode of MODES)
        for (const line of mailIn(language, mode).text.split('\n'))
          expect(english.has(line), `${language} ${mode}: ${line}`).toBe(false);
  });

  it('carries the link in the text, the HTML and the outbox field', () => {
    const mail = mailIn('en', 'resetPassword');
    expect(mail.text).toContain(`Choose a new password: ${input.link}`);
    expect(mail.html).toContain(
      '<a href="https://anime.example.org/login?mode=verifyEmail&amp;oobCode=abc">',
    );
    expect(mail.link).toBe(input.link);
    expect(mail).toMatchObject({ to: 'ada@example.com', userId: 'u1' });
  });

  it('escapes the user’s name in the HTML body', () => {
    for (const language of ['en', 'ja'] as const) {
      const mail = mailIn(language, 'verifyEmail');
      expect(mail.html).toContain('Ada &lt;script&gt;');
      expect(mail.html).not.toContain('<script>');
      expect(mail.text).toContain('Ada <script>');
    }
  });

  it('states how long each link lasts', () => {
    expect(mailIn('en', 'verifyEmail').text).toContain('expires in 3 days');
    expect(mailIn('en', 'resetPassword').text).toContain('expires in 1 hour');
    expect(mailIn('en', 'verifyAndChangeEmail').text).toContain('expires in 1 day');
    expect(mailIn('en', 'signIn').text).toContain('expires in 15 minutes');
  });
});
