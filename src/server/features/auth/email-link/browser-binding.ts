import { HttpError } from '../../../http/http-error';
import { digestOf, sameSecret } from '../secrets';

/**
 * A sign-in link carries `<code>.<digest of the asking browser's secret>` (S-14, decision 158):
 * someone who mails themselves a link and passes it on cannot sign another browser in to their
 * account, since that browser lacks the secret cookie. The digest hides the secret from the mail.
 */
export function bindToBrowser(code: string, browserSecret: string): string {
  return `${code}.${digestOf(browserSecret)}`;
}

const otherBrowser = () =>
  new HttpError(
    400,
    'invalid-action-code',
    'This link signs in only in the browser where it was asked for. Ask for a new link here.',
  );

/** The issued code inside a bound link, once the browser proves it asked for the link. */
export function unbindFromBrowser(linkCode: string, browserSecret: string | undefined): string {
  const [code = '', digest, ...rest] = linkCode.split('.');
  if (digest === undefined || rest.length > 0) throw otherBrowser();
  if (browserSecret === undefined || !sameSecret(digestOf(browserSecret), digest)) {
    throw otherBrowser();
  }
  return code;
}
