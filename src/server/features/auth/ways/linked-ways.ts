import type { LinkedWay } from '../../../../shared/sign-in-ways-api';
import { authError } from '../auth-error';
import type { AuthServices } from '../auth-services';
import { updateUser, type UserRow } from '../users';
import {
  identitiesOf,
  PHONE_PROVIDER,
  unlinkIdentity,
  type LinkedIdentityRow,
} from './linked-identities';

const PASSWORD_WAY = 'password';
const OIDC_PREFIX = 'oidc:';

/** A way's id names its row: `password`, or `<provider>|<subject>`. */
const identityWayId = (identity: LinkedIdentityRow) => `${identity.provider}|${identity.subject}`;

function describeIdentity(services: AuthServices, identity: LinkedIdentityRow): LinkedWay {
  if (identity.provider === PHONE_PROVIDER) {
    return { id: identityWayId(identity), kind: 'phone', label: 'Phone', detail: identity.subject };
  }
  const providerId = identity.provider.slice(OIDC_PREFIX.length);
  const configured = services.oidc.providers.list().find((provider) => provider.id === providerId);
  return {
    id: identityWayId(identity),
    kind: 'oidc',
    // A provider the operator removed still shows, by its id, so it can be unlinked.
    label: configured?.name ?? providerId,
    detail: identity.email,
  };
}

/** The ways that sign in to the account; e-mailed links come with the address and are not listed. */
export async function linkedWaysOf(services: AuthServices, user: UserRow): Promise<LinkedWay[]> {
  const identities = await identitiesOf(services.db, user.id);
  const password: LinkedWay[] =
    user.password_hash === null
      ? []
      : [{ id: PASSWORD_WAY, kind: 'password', label: 'Password', detail: user.email }];
  return [...password, ...identities.map((identity) => describeIdentity(services, identity))];
}

/** Removes one way while another remains, so nobody locks themselves out. */
export async function unlinkWay(
  services: AuthServices,
  user: UserRow,
  wayId: string,
): Promise<void> {
  const ways = await linkedWaysOf(services, user);
  if (!ways.some((way) => way.id === wayId)) throw authError('unknown-sign-in-way');
  if (ways.length <= 1) throw authError('last-sign-in-way');
  if (wayId === PASSWORD_WAY) {
    await updateUser(services.db, user.id, { password_hash: null }, services.clock.now());
    return;
  }
  const separator = wayId.indexOf('|');
  await unlinkIdentity(services.db, user.id, wayId.slice(0, separator), wayId.slice(separator + 1));
}
