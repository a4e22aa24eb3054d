import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { SessionStore } from '../features/auth/sessions';

const DAY_MS = 86_400_000;

/**
 * A session issued straight through the session store, as sign-in issues it, so a suite can give
 * every call its own session (some calls end or rotate theirs) without signing in again. Times in
 * the past make an expired one.
 */
export async function issueTestSession(
  db: Kysely<DatabaseSchema>,
  userId: string,
  options: { now?: number; expiresAt?: number } = {},
): Promise<string> {
  const now = options.now ?? Date.now();
  const lifetime = (options.expiresAt ?? now + DAY_MS) - now;
  const store = new SessionStore(db, { now: () => now }, lifetime);
  return (await store.issue(userId, undefined)).token;
}
