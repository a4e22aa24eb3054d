import type { Kysely } from 'kysely';

/**
 * What an imported line said of its own title (name, type, length) stays on its entry, and a
 * line no catalogue title matches is kept whole in `kept_source_lines`, so exports give back
 * every line as the source wrote it (decision 399).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('list_entries').addColumn('source_title', 'text').execute();
  await db.schema.alterTable('list_entries').addColumn('source_type', 'varchar(20)').execute();
  await db.schema.alterTable('list_entries').addColumn('source_episodes', 'integer').execute();
  await db.schema
    .createTable('kept_source_lines')
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('line_key', 'varchar(40)', (column) => column.notNull())
    .addColumn('mal_id', 'integer')
    .addColumn('anilist_id', 'integer')
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('listed', 'text', (column) => column.notNull())
    .addColumn('record', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('kept_source_lines_pk', ['user_id', 'line_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kept_source_lines').execute();
  await db.schema.alterTable('list_entries').dropColumn('source_episodes').execute();
  await db.schema.alterTable('list_entries').dropColumn('source_type').execute();
  await db.schema.alterTable('list_entries').dropColumn('source_title').execute();
}
