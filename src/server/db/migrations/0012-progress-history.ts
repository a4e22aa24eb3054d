import { sql, type Kysely } from 'kysely';

/** A row as 0012 made it, for the migrations and their tests that still meet the table (0016 drops it). */
export interface ProgressHistoryTable {
  user_id: string;
  media_type: 'tv' | 'movie';
  title_id: number;
  at: number;
  /** Null when the change added the title. */
  from_season: number | null;
  from_episode: number | null;
  to_season: number;
  to_episode: number;
}

/**
 * Every change of a title's season or episode, append-only, so the stats can date what was
 * watched (decision 240). Titles tracked before it existed get one row each, dated at their
 * last change: the only time we know for their progress. Removed with the title or the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('progress_history')
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('media_type', 'varchar(8)', (column) => column.notNull())
    .addColumn('title_id', 'integer', (column) => column.notNull())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addColumn('from_season', 'integer')
    .addColumn('from_episode', 'integer')
    .addColumn('to_season', 'integer', (column) => column.notNull())
    .addColumn('to_episode', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('progress_history_by_time')
    .on('progress_history')
    .columns(['user_id', 'at'])
    .execute();
  await db.schema
    .createIndex('progress_history_by_title')
    .on('progress_history')
    .columns(['user_id', 'media_type', 'title_id'])
    .execute();
  await sql`
    insert into progress_history
      (user_id, media_type, title_id, at, from_season, from_episode, to_season, to_episode)
    select user_id, media_type, title_id, updated_at, null, null, current_season, current_episode
    from tracked_titles
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('progress_history').execute();
}
