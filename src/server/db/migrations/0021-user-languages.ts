import type { Kysely } from 'kysely';

/**
 * Issue 35: the interface language and the title language a user chose, kept on the account so
 * that the choice follows them to every device (decision 432). Null is no choice: the browser's
 * language, and the visitor's title language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
  await db.schema.alterTable('users').addColumn('title_language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('title_language').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
