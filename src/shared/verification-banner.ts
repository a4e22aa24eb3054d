import type { MailDelivery } from './public-config';

/** Said wherever a message would have been mailed on an instance that keeps its mail (decision 206). */
export const KEPT_MAIL_NOTE = 'This server does not send email.';

/**
 * The verification banner's sentence around the user's address, by how the instance sends mail.
 * The app, the server's page opening (decision 264) and the profile all write it, so they never
 * disagree; it is short, so that the banner stays within two or three lines on a phone (decision 338).
 */
export function verificationSentence(delivery: MailDelivery): { before: string; after: string } {
  return delivery === 'outbox'
    ? { before: 'Your address ', after: ` is not verified yet. ${KEPT_MAIL_NOTE}` }
    : { before: 'Verify your address: we sent a link to ', after: '.' };
}

/** The cookie that says this browser session dismissed the banner, holding the user's id. */
export const BANNER_DISMISSED_COOKIE = 'tsuzuki_banner_dismissed';
