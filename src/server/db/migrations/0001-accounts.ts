import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('email', 'varchar(320)', (column) => column.notNull())
    .addColumn('email_verified', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .addColumn('display_name', 'varchar(200)')
    .addColumn('photo_url', 'text')
    .addColumn('disabled', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('username', 'varchar(200)', (column) => column.notNull())
    .addColumn('onboarding_complete', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('allow_adult', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addColumn('last_sign_in_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('users_email_unique')
    .on('users')
    .expression(sql`lower(email)`)
    .unique()
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(128)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(64)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
