import type { ActionCodeMode } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { readerOf } from '../../i18n/reader-language';
import { actionMail } from '../mail/action-mails';
import type { AuthServices } from './auth-services';
import type { RequestContext } from './request-context';
import type { UserRow } from './users';

function actionLink(linkBase: string, mode: ActionCodeMode, code: string): string {
  const query = new URLSearchParams({ mode, oobCode: code });
  return `${linkBase}/login?${query.toString()}`;
}

/**
 * Issues a code for the mode and mails its link to `to`; a mail failure answers 503. The mail is
 * in the account's language, else the asking page's (decision 440). `linkCode` turns the issued
 * code into the one the link carries (a sign-in link adds its browser).
 */
export async function mailActionLink(
  services: AuthServices,
  user: UserRow,
  mode: ActionCodeMode,
  to: string,
  context: Pick<RequestContext, 'linkBase' | 'language'>,
  linkCode: (code: string) => string = (code) => code,
): Promise<void> {
  const code = await services.actionCodes.issue(user.id, mode, to);
  const { language } = readerOf(user, context.language);
  const mail = actionMail(
    mode,
    {
      to,
      username: user.username,
      link: actionLink(context.linkBase, mode, linkCode(code)),
      userId: user.id,
    },
    { language, t: services.messages.in(language) },
  );
  try {
    await services.mailer.send(mail);
  } catch (error) {
    services.log.error({ err: error, mode, mailer: services.mailer.kind }, 'mail not sent');
    throw new HttpError(
      503,
      'mail-unavailable',
      'The email could not be sent. Please try again later.',
    );
  }
}
