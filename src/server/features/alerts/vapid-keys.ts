import webPush from 'web-push';
import type { Clock } from '../auth/clock';
import type { Executor } from '../auth/users';

const KEY_NAME = 'vapid-keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when the operator sets them; otherwise a pair this
 * instance generated at first use and keeps in the database, so every instance on one database
 * signs with the key browsers subscribed with (decision 225).
 */
export async function loadVapidKeys(
  db: Executor,
  configured: VapidKeys | undefined,
  clock: Clock,
): Promise<VapidKeys> {
  if (configured) return configured;
  const read = () =>
    db.selectFrom('instance_keys').select('value').where('name', '=', KEY_NAME).executeTakeFirst();
  const existing = await read();
  if (existing) return JSON.parse(existing.value) as VapidKeys;
  // Two instances starting together both try; the pair that won the insert is the one kept.
  await db
    .insertInto('instance_keys')
    .values({
      name: KEY_NAME,
      value: JSON.stringify(webPush.generateVAPIDKeys()),
      created_at: clock.now(),
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error('the VAPID keys could not be stored');
  return JSON.parse(stored.value) as VapidKeys;
}
