import { PRODUCT_NAME } from '../../../shared/auth-errors';
import type { ActionCodeMode } from '../../db/schema';
import { escapeHtml } from '../../http/escape-html';
import type { MailMessage } from './mailer';

interface MailWording {
  subject: string;
  intro: string;
  button: string;
  lifetime: string;
  ignore: string;
}

const WORDING: Record<ActionCodeMode, MailWording> = {
  verifyEmail: {
    subject: `${PRODUCT_NAME}: verify your email address`,
    intro: `Please confirm that this is your email address for your ${PRODUCT_NAME} account.`,
    button: 'Verify email address',
    lifetime: 'The link works once and expires in 3 days.',
    ignore: `If you did not create a ${PRODUCT_NAME} account, you can ignore this email.`,
  },
  resetPassword: {
    subject: `${PRODUCT_NAME}: reset your password`,
    intro: `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
    button: 'Choose a new password',
    lifetime: 'The link works once and expires in 1 hour.',
    ignore: 'If it was not you, ignore this email: your password stays as it is.',
  },
  verifyAndChangeEmail: {
    subject: `${PRODUCT_NAME}: confirm your new email address`,
    intro: `Please confirm that your ${PRODUCT_NAME} account should use this email address from now on.`,
    button: 'Confirm new email address',
    lifetime: 'The link works once and expires in 1 day.',
    ignore: 'If you did not ask for this change, ignore this email: nothing changes.',
  },
  signIn: {
    subject: `${PRODUCT_NAME}: your sign-in link`,
    intro: `Someone asked to sign in to your ${PRODUCT_NAME} account with this email address.`,
    button: `Sign in to ${PRODUCT_NAME}`,
    lifetime: 'The link works once and expires in 15 minutes.',
    ignore: 'If it was not you, ignore this email: nobody can sign in without the link.',
  },
};

export interface ActionMailInput {
  to: string;
  username: string;
  link: string;
  userId: string;
}

/** The mail carrying an action link, in plain text and simple HTML. */
export function actionMail(mode: ActionCodeMode, input: ActionMailInput): MailMessage {
  const wording = WORDING[mode];
  const greeting = `Hello ${input.username},`;
  const text = [
    greeting,
    '',
    wording.intro,
    `${wording.button}: ${input.link}`,
    '',
    wording.lifetime,
    wording.ignore,
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(wording.intro)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(wording.button)}</a></p>`,
    `<p>${escapeHtml(wording.lifetime)} ${escapeHtml(wording.ignore)}</p>`,
    `<p>— ${PRODUCT_NAME}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: input.to,
    subject: wording.subject,
    text,
    html,
    link: input.link,
    linkSignsIn: mode === 'signIn',
    userId: input.userId,
  };
}
