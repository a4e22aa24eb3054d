import * as oidc from 'openid-client';
import { authError } from '../auth-error';
import { countAttempt, enforceLimits } from '../auth-limits';
import type { AuthServices } from '../auth-services';
import type { RequestContext } from '../request-context';
import type { OidcLoginRow } from './oidc-logins';
import { accountForIdentity } from './oidc-accounts';
import { assertStillSignedInAs, linkToAccount } from './oidc-link';
import type { OidcResult, ProviderIdentity } from './oidc-outcomes';

export type OidcDisplay = 'popup' | 'redirect';

export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

/** The provider sends the browser back here: registered with each provider as the redirect URI. */
export function callbackUrlFor(context: RequestContext): string {
  // Normalised as the token request will send it: http://host:80 becomes http://host.
  return new URL(OIDC_CALLBACK_PATH, context.linkBase).href;
}

function providerUnavailable(services: AuthServices, error: unknown) {
  services.log.warn({ err: error }, 'OpenID Connect provider not reachable');
  return authError('provider-unavailable');
}

/** The provider's authorization URL, with PKCE (S256), state and nonce remembered here. */
export async function startOidcLogin(
  services: AuthServices,
  input: {
    providerId: string;
    display: OidcDisplay;
    returnTo: string;
    /** The signed-in account to link the identity to; null to sign in with it. */
    linkUserId: string | null;
  },
  context: RequestContext,
): Promise<URL> {
  const setting = services.oidc.providers.setting(input.providerId);
  await countAttempt([[services.limits.providerStartsByIp, context.ip]]);
  const configuration = await services.oidc.providers
    .configuration(input.providerId)
    .catch((error: unknown) => {
      throw providerUnavailable(services, error);
    });
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await services.oidc.logins.remember(state, {
    provider: input.providerId,
    code_verifier: codeVerifier,
    nonce,
    display: input.display,
    return_to: input.returnTo,
    link_user_id: input.linkUserId,
  });
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrlFor(context),
    scope: setting.scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
}

/** The round trip this callback belongs to, or undefined for an unknown, used or old state. */
export function loginOf(services: AuthServices, query: URLSearchParams) {
  const state = query.get('state');
  return state ? services.oidc.logins.take(state) : Promise.resolve(undefined);
}

/**
 * Trades the code for tokens (PKCE verifier, state and nonce checked; the ID token's
 * signature checked against the provider's keys), then finds or makes the account.
 * Refused round trips count against the client's address.
 */
export async function finishOidcLogin(
  services: AuthServices,
  login: OidcLoginRow,
  query: URLSearchParams,
  context: RequestContext,
): Promise<OidcResult> {
  // Declining at the provider's consent screen is the user's choice, not an attack.
  if (query.get('error') === 'access_denied') throw authError('user-cancelled');
  if (login.link_user_id !== null) {
    await assertStillSignedInAs(services, context, login.link_user_id);
  }
  const failures = services.limits.providerFailuresByIp;
  await enforceLimits([[failures, context.ip]]);
  const configuration = await services.oidc.providers
    .configuration(login.provider)
    .catch((error: unknown) => {
      throw providerUnavailable(services, error);
    });
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      new URL(`${callbackUrlFor(context)}?${query.toString()}`),
      {
        pkceCodeVerifier: login.code_verifier,
        expectedState: query.get('state') ?? '',
        expectedNonce: login.nonce,
      },
    );
    claims = tokens.claims();
  } catch (error) {
    await failures.record(context.ip);
    services.log.info({ err: error, provider: login.provider }, 'OpenID Connect sign-in refused');
    throw authError('invalid-oidc-response');
  }
  if (!claims) throw authError('invalid-oidc-response');
  const identity = identityFrom(login.provider, claims);
  if (login.link_user_id === null) return accountForIdentity(services, identity, context);
  await linkToAccount(services, identity, login.link_user_id);
  return { kind: 'linked' };
}

function identityFrom(providerId: string, claims: oidc.IDToken): ProviderIdentity {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  return {
    providerId,
    subject: claims.sub,
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    name: text(claims.name) ?? text(claims.preferred_username),
  };
}
