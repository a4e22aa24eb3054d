import type { Kysely } from 'kysely';

/**
 * When each title was removed from a list, so that a change made offline before the removal
 * cannot bring the title back when it is replayed (decision 135). Removed with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tracked_title_deletions')
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('media_type', 'varchar(8)', (column) => column.notNull())
    .addColumn('title_id', 'integer', (column) => column.notNull())
    .addColumn('deleted_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('tracked_title_deletions_pk', ['user_id', 'media_type', 'title_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tracked_title_deletions').execute();
}
