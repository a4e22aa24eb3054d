import type { SignInOutcome } from '../sign-in';

/** Who the provider says the user is, from the verified ID token's claims. */
export interface ProviderIdentity {
  providerId: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/**
 * What the round trip came to: a session, the second step, a link waiting for proof, or a
 * provider linked to the signed-in account.
 */
export type OidcResult =
  | { kind: 'sign-in'; outcome: SignInOutcome }
  | { kind: 'link-pending'; token: string }
  | { kind: 'linked' };
