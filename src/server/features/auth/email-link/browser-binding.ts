import { ERROR_SENTENCE_VARIANTS } from '../../../../shared/error-sentences';
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
    ERROR_SENTENCE_VARIANTS['invalid-action-code'].otherBrowser,
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
