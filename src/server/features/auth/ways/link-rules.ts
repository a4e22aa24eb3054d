import { authError } from '../auth-error';
import type { Executor, UserRow } from '../users';

/**
 * No sign-in way is linked to an account whose address is unverified: whoever registered
 * someone else's address first could otherwise keep a way in once its owner takes the account
 * over (S-03, decision 150).
 */
export function requireVerifiedAddress(user: UserRow): void {
  if (user.email_verified !== 1) throw authError('email-not-verified');
}

/**
 * The mailbox's owner has just proved the address of an account that had not proved it. Every
 * way linked before was linked by whoever held the password then, perhaps someone who
 * registered the address first: they all go (S-03). Accounts that had proved it keep theirs.
 */
export async function dropWaysLinkedBeforeProof(db: Executor, user: UserRow): Promise<void> {
  if (user.email_verified === 1) return;
  await db.deleteFrom('linked_identities').where('user_id', '=', user.id).execute();
}
