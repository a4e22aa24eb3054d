import type { Kysely } from 'kysely';

/**
 * Media-server scrobbling (decision 230): each user's webhook token (null once revoked), the log of what each event
 * did, the titles users chose for events that matched nothing, their per-title episode mapping,
 * and the events already counted. No cascade: account deletion removes these in its own step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scrobble_tokens')
    .addColumn('user_id', 'varchar(64)', (column) => column.primaryKey().references('users.id'))
    .addColumn('token_hash', 'varchar(64)', (column) => column.unique())
    .addColumn('sealed_token', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('scrobble_log')
    .addColumn('id', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('received_at', 'bigint', (column) => column.notNull())
    .addColumn('server', 'varchar(16)', (column) => column.notNull())
    .addColumn('event', 'varchar(64)', (column) => column.notNull())
    .addColumn('outcome', 'varchar(16)', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('series_name', 'text')
    .addColumn('season', 'integer')
    .addColumn('episode', 'integer')
    .addColumn('choice_keys', 'text', (column) => column.notNull())
    .addColumn('media_type', 'varchar(8)')
    .addColumn('title_id', 'integer')
    .addColumn('title_name', 'text')
    .execute();
  await db.schema
    .createIndex('scrobble_log_by_user')
    .on('scrobble_log')
    .columns(['user_id', 'received_at', 'id'])
    .execute();

  await db.schema
    .createTable('scrobble_choices')
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('choice_key', 'varchar(300)', (column) => column.notNull())
    .addColumn('media_type', 'varchar(8)', (column) => column.notNull())
    .addColumn('title_id', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('scrobble_choices_pk', ['user_id', 'choice_key'])
    .execute();

  await db.schema
    .createTable('scrobble_mappings')
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('media_type', 'varchar(8)', (column) => column.notNull())
    .addColumn('title_id', 'integer', (column) => column.notNull())
    .addColumn('numbering', 'varchar(16)', (column) => column.notNull())
    .addColumn('season_offset', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('scrobble_mappings_pk', ['user_id', 'media_type', 'title_id'])
    .execute();

  await db.schema
    .createTable('scrobble_receipts')
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('key_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('received_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('scrobble_receipts_pk', ['user_id', 'key_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scrobble_receipts').execute();
  await db.schema.dropTable('scrobble_mappings').execute();
  await db.schema.dropTable('scrobble_choices').execute();
  await db.schema.dropTable('scrobble_log').execute();
  await db.schema.dropTable('scrobble_tokens').execute();
}
