import type { Language } from '../../../shared/i18n/languages';
import type { ActionCodeMode } from '../../db/schema';
import { escapeHtml } from '../../http/escape-html';
import type { ServerTranslate } from '../../i18n/server-messages';
import { mailDocument } from './mail-document';
import type { MailMessage } from './mailer';

export interface ActionMailInput {
  to: string;
  username: string;
  link: string;
  userId: string;
}

/** The words of a mail, in the language it is written in. */
export interface MailWords {
  language: Language;
  t: ServerTranslate;
}

/** The mail carrying an action link, in plain text and simple HTML, in the recipient's language. */
export function actionMail(
  mode: ActionCodeMode,
  input: ActionMailInput,
  { language, t }: MailWords,
): MailMessage {
  const greeting = t('mail.greeting', { username: input.username });
  const intro = t(`mail.${mode}.intro`);
  const button = t(`mail.${mode}.button`);
  const lifetime = t(`mail.${mode}.lifetime`);
  const ignore = t(`mail.${mode}.ignore`);
  const signature = t('mail.signature');
  const text = [
    greeting,
    '',
    intro,
    t('mail.linkLine', { button, link: input.link }),
    '',
    lifetime,
    ignore,
    '',
    signature,
  ].join('\n');
  const html = mailDocument(language, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(button)}</a></p>`,
    `<p>${escapeHtml(lifetime)} ${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ]);
  return {
    to: input.to,
    subject: t(`mail.${mode}.subject`),
    text,
    html,
    link: input.link,
    linkSignsIn: mode === 'signIn',
    userId: input.userId,
  };
}
