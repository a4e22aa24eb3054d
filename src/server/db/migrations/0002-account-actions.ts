import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('action_codes')
    .addColumn('code_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(64)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('mode', 'varchar(32)', (column) => column.notNull())
    .addColumn('email', 'varchar(320)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('action_codes_user_id')
    .on('action_codes')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(64)', (column) =>
      column.references('users.id').onDelete('cascade'),
    )
    .addColumn('to_address', 'varchar(320)', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text', (column) => column.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_created_at')
    .on('mail_outbox')
    .column('created_at')
    .execute();
  await db.schema.createIndex('mail_outbox_user_id').on('mail_outbox').column('user_id').execute();

  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_created_at').execute();
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('action_codes').execute();
}
