import type { MailDelivery } from './public-config';

/** Said wherever a message would have been mailed on an instance that keeps its mail (decision 206). */
export const KEPT_MAIL_NOTE = 'This server does not send email.';

/**
 * The verification banner's sentence around the user's address, by how the instance sends mail.
 * The app and the server's page opening (decision 264) both write it, so the two match.
 */
export function verificationSentence(delivery: MailDelivery): { before: string; after: string } {
  return delivery === 'outbox'
    ? {
        before: `Please verify your email address. ${KEPT_MAIL_NOTE} Its administrator can verify `,
        after: ' for you.',
      }
    : { before: 'Please verify your email address. We sent a link to ', after: '.' };
}

/** The cookie that says this browser session dismissed the banner, holding the user's id. */
export const BANNER_DISMISSED_COOKIE = 'tsuzuki_banner_dismissed';
