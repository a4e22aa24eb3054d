import type { Language } from '../../../../shared/i18n/languages';
import { readerOf } from '../../../i18n/reader-language';
import { confirmCurrentPassword } from '../account-changes';
import { authError } from '../auth-error';
import { countAttempt, enforceLimits } from '../auth-limits';
import type { AuthServices } from '../auth-services';
import type { RequestContext } from '../request-context';
import type { SignedIn } from '../session-guard';
import { finishSignIn, type SignInOutcome } from '../sign-in';
import { findUserById, type UserRow } from '../users';
import { requireVerifiedAddress } from '../ways/link-rules';
import { findIdentity, linkIdentity, PHONE_PROVIDER } from '../ways/linked-identities';
import { normalisePhoneNumber } from './phone-numbers';
import type { SmsGateway } from './sms-gateway';

function gatewayOf(services: AuthServices): SmsGateway {
  if (!services.sms) throw authError('phone-sign-in-unavailable');
  return services.sms;
}

function numberOf(text: string): string {
  const phoneNumber = normalisePhoneNumber(text);
  if (!phoneNumber) throw authError('invalid-phone-number');
  return phoneNumber;
}

/**
 * How a code reaches the phone: `now` waits for the gateway, so the caller hears of a failure;
 * `later` answers before the gateway does, so no answer's time or outcome depends on it.
 */
type Delivery = 'now' | 'later' | 'never';

/**
 * Each text costs the operator money: per number and per client, like sign-in links. It is
 * written in `language` (decision 440).
 */
async function textCode(
  services: AuthServices,
  phoneNumber: string,
  userId: string | null,
  context: RequestContext,
  delivery: Delivery,
  language: Language,
): Promise<string> {
  const gateway = gatewayOf(services);
  const { phoneCodesByNumber: byNumber, phoneCodesByIp: byIp } = services.limits;
  await countAttempt([
    [byNumber, phoneNumber],
    [byIp, context.ip],
  ]);
  const { verificationId, code } = await services.phoneVerifications.issue(phoneNumber, userId);
  if (delivery === 'never') return verificationId;
  const sent = gateway.send(phoneNumber, services.messages.in(language)('mail.sms.code', { code }));
  if (delivery === 'later') {
    sent.catch((error: unknown) => services.log.error({ err: error }, 'SMS not sent'));
    return verificationId;
  }
  try {
    await sent;
  } catch (error) {
    services.log.error({ err: error }, 'SMS not sent');
    throw authError('sms-unavailable');
  }
  return verificationId;
}

/**
 * A code for signing in, texted only to numbers linked to an account. The text leaves after the
 * answer, so neither its time nor a gateway failure tells which numbers have accounts (S-11,
 * decision 157); the person whose text never comes asks again.
 */
export async function sendSignInCode(
  services: AuthServices,
  rawNumber: string,
  context: RequestContext,
): Promise<string> {
  const phoneNumber = numberOf(rawNumber);
  gatewayOf(services);
  const linked = await findIdentity(services.db, PHONE_PROVIDER, phoneNumber);
  // The page's language: reading the account first would make a linked number's answer slower.
  const delivery = linked ? 'later' : 'never';
  return textCode(services, phoneNumber, null, context, delivery, context.language);
}

/**
 * Each verification takes five wrong codes; wrong codes also count per client, so texting
 * many numbers does not multiply the guesses.
 */
async function redeem(
  services: AuthServices,
  input: { verificationId: string; code: string },
  context: RequestContext,
) {
  gatewayOf(services);
  const failures = services.limits.phoneCodeFailuresByIp;
  await enforceLimits([[failures, context.ip]]);
  try {
    const row = await services.phoneVerifications.redeem(input.verificationId, input.code);
    await failures.reset(context.ip);
    return row;
  } catch (error) {
    await failures.record(context.ip);
    throw error;
  }
}

export async function signInWithPhone(
  services: AuthServices,
  input: { verificationId: string; code: string },
  context: RequestContext,
): Promise<SignInOutcome> {
  const row = await redeem(services, input, context);
  if (row.user_id !== null) throw authError('invalid-verification-code');
  const identity = await findIdentity(services.db, PHONE_PROVIDER, row.phone_number);
  const user = identity ? await findUserById(services.db, identity.user_id) : undefined;
  if (!user) throw authError('invalid-verification-code');
  return finishSignIn(services, user, context);
}

/** A code for linking a number to the signed-in account; a number signs in to one account. */
export async function sendLinkCode(
  services: AuthServices,
  user: UserRow,
  rawNumber: string,
  context: RequestContext,
): Promise<string> {
  gatewayOf(services);
  requireVerifiedAddress(user);
  const phoneNumber = numberOf(rawNumber);
  const linked = await findIdentity(services.db, PHONE_PROVIDER, phoneNumber);
  if (linked && linked.user_id !== user.id) throw authError('credential-already-in-use');
  const { language } = readerOf(user, context.language);
  return textCode(services, phoneNumber, user.id, context, 'now', language);
}

/**
 * Links the texted number to the signed-in account: one with a verified address (S-03), whose
 * user re-authenticated as for an e-mail change (S-04).
 */
export async function linkPhone(
  services: AuthServices,
  signedIn: SignedIn,
  input: { verificationId: string; code: string; currentPassword: string },
  context: RequestContext,
): Promise<void> {
  const { user } = signedIn;
  gatewayOf(services);
  requireVerifiedAddress(user);
  await confirmCurrentPassword(services, signedIn, input.currentPassword);
  const row = await redeem(services, input, context);
  if (row.user_id !== user.id) throw authError('invalid-verification-code');
  await linkIdentity(services.db, {
    provider: PHONE_PROVIDER,
    subject: row.phone_number,
    user_id: user.id,
    email: null,
    created_at: services.clock.now(),
  });
}
