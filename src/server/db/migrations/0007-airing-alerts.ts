import type { Kysely } from 'kysely';

/**
 * Airing alerts (issue 18, decisions 220–226). Like the lists' tables, the users references do
 * not cascade: account deletion removes these rows in its own steps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_settings')
    .addColumn('user_id', 'varchar(64)', (column) => column.primaryKey().references('users.id'))
    .addColumn('time_zone', 'varchar(64)', (column) => column.notNull())
    .addColumn('include_plan_to_watch', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('quiet_start', 'varchar(5)')
    .addColumn('quiet_end', 'varchar(5)')
    .addColumn('push_enabled', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('email_enabled', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('email_mode', 'varchar(8)', (column) => column.notNull().defaultTo('episode'))
    .addColumn('digest_hour', 'integer', (column) => column.notNull().defaultTo(8))
    .addColumn('webhook_enabled', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('webhook_url', 'text')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('alert_settings_by_channels')
    .on('alert_settings')
    .columns(['push_enabled', 'email_enabled', 'webhook_enabled'])
    .execute();

  // One row per user and channel: the last delivery, and since when deliveries keep failing.
  await db.schema
    .createTable('alert_channel_states')
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('channel', 'varchar(8)', (column) => column.notNull())
    .addColumn('last_at', 'bigint')
    .addColumn('last_ok', 'integer')
    .addColumn('last_detail', 'text')
    .addColumn('failing_since', 'bigint')
    .addColumn('paused', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('alert_channel_states_pk', ['user_id', 'channel'])
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('endpoint', 'text', (column) => column.notNull())
    .addColumn('p256dh', 'varchar(200)', (column) => column.notNull())
    .addColumn('auth', 'varchar(100)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_by_user')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('alert_mutes')
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('media_type', 'varchar(8)', (column) => column.notNull())
    .addColumn('title_id', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('alert_mutes_pk', ['user_id', 'media_type', 'title_id'])
    .execute();

  // Due and sent alerts: the scheduler's durable queue (decision 222).
  await db.schema
    .createTable('alert_deliveries')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('channel', 'varchar(8)', (column) => column.notNull())
    .addColumn('episode_key', 'varchar(96)', (column) => column.notNull())
    .addColumn('media_type', 'varchar(8)', (column) => column.notNull())
    .addColumn('title_id', 'integer', (column) => column.notNull())
    .addColumn('show_name', 'text', (column) => column.notNull())
    .addColumn('season', 'integer', (column) => column.notNull())
    .addColumn('episode', 'integer', (column) => column.notNull())
    .addColumn('episode_name', 'text')
    .addColumn('airs_at', 'bigint', (column) => column.notNull())
    .addColumn('due_at', 'bigint', (column) => column.notNull())
    .addColumn('state', 'varchar(8)', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('claimed_until', 'bigint')
    .addColumn('sent_at', 'bigint')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('alert_deliveries_once', ['user_id', 'channel', 'episode_key'])
    .execute();
  await db.schema
    .createIndex('alert_deliveries_due')
    .on('alert_deliveries')
    .columns(['state', 'due_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_deliveries').execute();
  await db.schema.dropTable('alert_mutes').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('alert_channel_states').execute();
  await db.schema.dropTable('alert_settings').execute();
}
