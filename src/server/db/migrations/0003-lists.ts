import type { Kysely } from 'kysely';

/**
 * The users references do not cascade: account deletion removes these rows in its own steps,
 * in the spec's order, and a forgotten step fails loudly instead of passing silently.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tracked_titles')
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('media_type', 'varchar(8)', (column) => column.notNull())
    .addColumn('title_id', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('current_season', 'integer', (column) => column.notNull())
    .addColumn('current_episode', 'integer', (column) => column.notNull())
    .addColumn('title', 'text')
    .addColumn('name', 'text')
    .addColumn('poster_path', 'text')
    .addColumn('overview', 'text')
    .addColumn('vote_average', 'double precision')
    .addColumn('first_air_date', 'varchar(10)')
    .addColumn('release_date', 'varchar(10)')
    .addColumn('genres', 'text')
    .addColumn('extras', 'text')
    .addColumn('field_times', 'text', (column) => column.notNull())
    .addColumn('tracked_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('tracked_titles_pk', ['user_id', 'media_type', 'title_id'])
    .execute();
  await db.schema
    .createIndex('tracked_titles_by_update')
    .on('tracked_titles')
    .columns(['user_id', 'updated_at', 'media_type', 'title_id'])
    .execute();
  await db.schema
    .createIndex('tracked_titles_by_status')
    .on('tracked_titles')
    .columns(['user_id', 'status', 'updated_at', 'media_type', 'title_id'])
    .execute();

  await db.schema
    .createTable('list_versions')
    .addColumn('user_id', 'varchar(64)', (column) => column.primaryKey().references('users.id'))
    .addColumn('version', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('calendar_tokens')
    .addColumn('user_id', 'varchar(64)', (column) => column.primaryKey().references('users.id'))
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_tokens').execute();
  await db.schema.dropTable('list_versions').execute();
  await db.schema.dropTable('tracked_titles').execute();
}
