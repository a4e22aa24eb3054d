import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { digestOf, newSecretToken } from '../features/auth/secrets';

const DAY_MS = 86_400_000;

/**
 * A session row written straight into the database, as sign-in would write it, so a suite can
 * give every call its own session (some calls end or rotate theirs) without signing in again.
 */
export async function issueTestSession(
  db: Kysely<DatabaseSchema>,
  userId: string,
  options: { now?: number; expiresAt?: number } = {},
): Promise<string> {
  const now = options.now ?? Date.now();
  const expiresAt = options.expiresAt ?? now + DAY_MS;
  const token = newSecretToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: digestOf(token),
      user_id: userId,
      created_at: now,
      expires_at: expiresAt,
      last_seen_at: now,
      user_agent: null,
    })
    .execute();
  return token;
}
