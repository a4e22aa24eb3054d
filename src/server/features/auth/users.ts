import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DatabaseSchema, UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

/** Either the database or an open transaction. */
export type Executor = Kysely<DatabaseSchema>;

/** `email` must already be normalised; lower() matches the case-insensitive unique index. */
export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
}

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateUser(
  db: Executor,
  id: string,
  changes: Omit<Updateable<UsersTable>, 'id' | 'updated_at'>,
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** SQLite and PostgreSQL report a broken unique index differently. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
