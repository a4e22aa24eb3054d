import type { Selectable } from 'kysely';
import type { LinkedIdentitiesTable } from '../../../db/schema';
import { authError } from '../auth-error';
import { isUniqueViolation, type Executor } from '../users';

export type LinkedIdentityRow = Selectable<LinkedIdentitiesTable>;

/** `oidc:<provider id>` for an OpenID Connect provider's accounts. */
export const oidcProviderKey = (providerId: string) => `oidc:${providerId}`;
export const PHONE_PROVIDER = 'phone';

export async function findIdentity(
  db: Executor,
  provider: string,
  subject: string,
): Promise<LinkedIdentityRow | undefined> {
  return db
    .selectFrom('linked_identities')
    .selectAll()
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export function identitiesOf(db: Executor, userId: string): Promise<LinkedIdentityRow[]> {
  return db
    .selectFrom('linked_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** One identity signs in to one account: a second account claiming it is refused. */
export async function linkIdentity(db: Executor, identity: LinkedIdentityRow): Promise<void> {
  const existing = await findIdentity(db, identity.provider, identity.subject);
  if (existing) {
    if (existing.user_id === identity.user_id) return;
    throw authError('credential-already-in-use');
  }
  try {
    await db.insertInto('linked_identities').values(identity).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw authError('credential-already-in-use');
    throw error;
  }
}

export async function unlinkIdentity(
  db: Executor,
  userId: string,
  provider: string,
  subject: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('linked_identities')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
