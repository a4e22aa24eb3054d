import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import type { Executor } from '../users';

const KEY_NAME = 'auth-secret';

/**
 * AUTH_SECRET when the operator sets it; otherwise a random secret this instance generated
 * once and keeps in the database, so every instance on one database shares it (decision 120).
 */
export async function loadInstanceSecret(
  db: Executor,
  configured: string | undefined,
  clock: Clock,
): Promise<string> {
  if (configured !== undefined) return configured;
  const read = () =>
    db.selectFrom('instance_keys').select('value').where('name', '=', KEY_NAME).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.value;
  // Two instances starting together both try; the key that won the insert is the one kept.
  await db
    .insertInto('instance_keys')
    .values({
      name: KEY_NAME,
      value: randomBytes(32).toString('base64url'),
      created_at: clock.now(),
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error('the instance secret could not be stored');
  return stored.value;
}
