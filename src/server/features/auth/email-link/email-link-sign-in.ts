import { isValidEmail, normaliseEmail } from '../../../../shared/auth-rules';
import { HttpError } from '../../../http/http-error';
import { authError } from '../auth-error';
import { countAttempt } from '../auth-limits';
import type { AuthServices } from '../auth-services';
import { mailActionLink } from '../mail-delivery';
import type { RequestContext } from '../request-context';
import { finishSignIn, type SignInOutcome } from '../sign-in';
import { findUserByEmail, findUserById, updateUser } from '../users';
import { dropWaysLinkedBeforeProof } from '../ways/link-rules';
import { bindToBrowser, unbindFromBrowser } from './browser-binding';

/**
 * Mails a single-use sign-in link when the address has an account. The answer is the same
 * either way, so the form does not tell strangers which addresses have accounts (decision 121);
 * the link is issued and mailed after the answer, so its time does not tell either (S-12,
 * decision 157).
 */
export async function requestSignInLink(
  services: AuthServices,
  rawEmail: string,
  context: RequestContext,
  browserSecret: string,
): Promise<void> {
  const email = normaliseEmail(rawEmail);
  if (!isValidEmail(email)) throw authError('invalid-email');
  const { signInLinksByEmail: byEmail, signInLinksByIp: byIp } = services.limits;
  await countAttempt([
    [byEmail, email],
    [byIp, context.ip],
  ]);
  const user = await findUserByEmail(services.db, email);
  if (!user || user.disabled === 1) return;
  // mailActionLink logs a mail failure itself; anything else is logged here.
  const bound = (code: string) => bindToBrowser(code, browserSecret);
  mailActionLink(services, user, 'signIn', email, context, bound).catch((error: unknown) => {
    if (!(error instanceof HttpError)) {
      services.log.error({ err: error }, 'sign-in link not sent');
    }
  });
}

/**
 * Opening the link in the browser that asked for it spends it, proves the address, and signs in
 * (second step included).
 */
export async function signInWithLink(
  services: AuthServices,
  oobCode: string,
  context: RequestContext,
  browserSecret: string | undefined,
): Promise<SignInOutcome> {
  const code = await services.actionCodes.check(
    'signIn',
    unbindFromBrowser(oobCode, browserSecret),
  );
  const user = await findUserById(services.db, code.user_id);
  // A link sent to an address the account no longer uses proves nothing about the account.
  if (!user || user.email !== code.email) throw authError('invalid-action-code');
  if (user.disabled === 1) throw authError('user-disabled');
  const now = services.clock.now();
  await services.db.transaction().execute(async (trx) => {
    await services.actionCodes.consume(code, trx);
    await dropWaysLinkedBeforeProof(trx, user);
    await updateUser(trx, user.id, { email_verified: 1 }, now);
  });
  return finishSignIn(services, { ...user, email_verified: 1, updated_at: now }, context);
}
