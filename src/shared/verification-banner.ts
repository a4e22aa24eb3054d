import type { MailDelivery } from './public-config';

/**
 * The verification banner's sentence around the user's address (`<0>{email}</0>`), by how the
 * instance sends mail, as a message id of the shell's catalogue. The app and the server's page
 * opening (decision 264) both write it, so they never disagree; it is short, so that the banner
 * stays within two or three lines on a phone (decision 338).
 */
export function verificationSentenceId(delivery: MailDelivery) {
  return delivery === 'outbox' ? 'shell.banner.verify.kept' : 'shell.banner.verify.sent';
}

/** The cookie that says this browser session dismissed the banner, holding the user's id. */
export const BANNER_DISMISSED_COOKIE = 'tsuzuki_banner_dismissed';
