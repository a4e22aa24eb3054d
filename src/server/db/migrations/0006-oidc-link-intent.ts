import type { Kysely } from 'kysely';

/**
 * The account a provider round trip links to when it started from /profile (decision 129);
 * null for a sign-in. No foreign key: the row lives ten minutes and never outlives its use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oidc_logins').addColumn('link_user_id', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oidc_logins').dropColumn('link_user_id').execute();
}
