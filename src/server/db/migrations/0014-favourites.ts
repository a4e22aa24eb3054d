import type { Kysely } from 'kysely';

/**
 * The genres and titles a user picks at onboarding (decision 342), kept on the profile's row as
 * JSON lists so recommendations can start from them before the lists say anything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('favourite_genres', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('favourite_titles', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('favourite_titles').execute();
  await db.schema.alterTable('users').dropColumn('favourite_genres').execute();
}
