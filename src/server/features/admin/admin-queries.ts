import type { AdminPage, AdminUserSummary } from '../../../shared/auth-admin';
import type { AccountDataRegistry } from '../auth/account-data';
import type { Executor } from '../auth/users';

const iso = (epochMillis: number) => new Date(epochMillis).toISOString();

export async function listUsers(
  db: Executor,
  registry: AccountDataRegistry,
  page: number,
  pageSize: number,
): Promise<AdminPage<AdminUserSummary>> {
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'email_verified',
      'username',
      'disabled',
      'created_at',
      'last_sign_in_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { total } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const tracked = await registry.trackedCountsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      uid: row.id,
      email: row.email,
      emailVerified: row.email_verified === 1,
      username: row.username,
      disabled: row.disabled === 1,
      createdAt: iso(row.created_at),
      lastSignInAt: row.last_sign_in_at === null ? null : iso(row.last_sign_in_at),
      trackedCount: tracked.get(row.id) ?? 0,
    })),
    page,
    pageSize,
    total: Number(total),
  };
}

export async function countUsers(db: Executor): Promise<{ users: number; verifiedUsers: number }> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('users'),
      eb.fn.sum<number>('email_verified').as('verifiedUsers'),
    ])
    .executeTakeFirstOrThrow();
  return { users: Number(row.users), verifiedUsers: Number(row.verifiedUsers ?? 0) };
}
