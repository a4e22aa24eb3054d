import type { Kysely } from 'kysely';

/**
 * Personal access tokens for the public API, stored only as their SHA-256 (decision 235).
 * A revoked token keeps its row, so the list can say when it stopped working; account
 * deletion removes the rows in its own step (no cascade, as in migration 0003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('scope', 'varchar(16)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('api_tokens_by_user')
    .on('api_tokens')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
}
