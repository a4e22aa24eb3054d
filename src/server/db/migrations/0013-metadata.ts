import type { Kysely } from 'kysely';

/**
 * What Kitsu told us about each title, by MyAnimeList id (decision 290): its synopsis, cover,
 * episode count and episodes, kept so a title opened once keeps them offline; and how many
 * people follow this season's and last season's titles, for the catalogue's "now" rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('metadata_titles')
    .addColumn('mal_id', 'integer', (column) => column.primaryKey())
    .addColumn('kitsu_id', 'varchar(16)')
    .addColumn('synopsis', 'text')
    .addColumn('poster_url', 'text')
    .addColumn('episode_count', 'integer')
    .addColumn('airing_status', 'varchar(16)')
    .addColumn('episodes', 'text', (column) => column.notNull())
    .addColumn('fetched_at', 'bigint')
    .addColumn('refresh_at', 'bigint', (column) => column.notNull())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('metadata_popularity')
    .addColumn('mal_id', 'integer', (column) => column.primaryKey())
    .addColumn('user_count', 'integer', (column) => column.notNull())
    .addColumn('fetched_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('metadata_popularity').execute();
  await db.schema.dropTable('metadata_titles').execute();
}
