import { describe, expect, it } from 'vitest';
import { actionMail } from './action-mails';

const input = {
  to: 'ada@example.com',
  username: 'Ada <script>',
  link: 'https://anime.example.org/login?mode=verifyEmail&oobCode=abc',
  userId: 'u1',
};

describe('actionMail', () => {
  it('names the product in every subject', () => {
    for (const mode of ['verifyEmail', 'resetPassword', 'verifyAndChangeEmail'] as const) {
      expect(actionMail(mode, input).subject).toMatch(/^Tsuzuki: /);
    }
  });

  it('carries the link in the text, the HTML and the outbox field', () => {
    const mail = actionMail('resetPassword', input);
    expect(mail.text).toContain(`Choose a new password: ${input.link}`);
    expect(mail.html).toContain(
      '<a href="https://anime.example.org/login?mode=verifyEmail&amp;oobCode=abc">',
    );
    expect(mail.link).toBe(input.link);
    expect(mail).toMatchObject({ to: 'ada@example.com', userId: 'u1' });
  });

  it('escapes the user’s name in the HTML body', () => {
    const mail = actionMail('verifyEmail', input);
    expect(mail.html).toContain('Hello Ada &lt;script&gt;,');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Hello Ada <script>,');
  });

  it('states how long each link lasts', () => {
    expect(actionMail('verifyEmail', input).text).toContain('expires in 3 days');
    expect(actionMail('resetPassword', input).text).toContain('expires in 1 hour');
    expect(actionMail('verifyAndChangeEmail', input).text).toContain('expires in 1 day');
  });
});
