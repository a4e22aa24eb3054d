import type { Kysely } from 'kysely';
import { entriesFromTitle, type LegacyMove, type LegacyTitle } from './0015-entries-from-titles';

/** Titles moved per step: bounded memory and statements well under the parameter limits. */
const TITLES_PER_STEP = 200;

/*
 * Loosely typed on purpose: a migration works on the tables as they were when it was written,
 * not on today's schema types.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

interface TitleRow extends LegacyTitle {
  user_id: string;
  title_id: number;
  tracked_at: number;
}

/**
 * What a user keeps of each season they track (decision 370): one entry per (user, show,
 * season) with its own status, progress, score, dates, rewatches, notes, tags and favourite;
 * rewatch passes with their own dates; and the history as episodes watched at a time, which
 * an import may leave undated. Today's titles and progress changes move into it; the old
 * tables stay until the code no longer reads them (0016).
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('list_entries')
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('media_type', 'varchar(8)', (column) => column.notNull())
    .addColumn('title_id', 'integer', (column) => column.notNull())
    .addColumn('season', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('progress', 'integer', (column) => column.notNull())
    .addColumn('score', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('started_on', 'varchar(10)')
    .addColumn('finished_on', 'varchar(10)')
    .addColumn('rewatch_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('rewatching', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('notes', 'text')
    .addColumn('tags', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('favourite', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('mal_id', 'integer')
    .addColumn('anilist_id', 'integer')
    .addColumn('field_times', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('list_entries_pk', ['user_id', 'media_type', 'title_id', 'season'])
    .execute();

  await db.schema
    .createTable('watch_passes')
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('media_type', 'varchar(8)', (column) => column.notNull())
    .addColumn('title_id', 'integer', (column) => column.notNull())
    .addColumn('season', 'integer', (column) => column.notNull())
    .addColumn('pass', 'integer', (column) => column.notNull())
    .addColumn('progress', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('started_on', 'varchar(10)')
    .addColumn('finished_on', 'varchar(10)')
    .addPrimaryKeyConstraint('watch_passes_pk', [
      'user_id',
      'media_type',
      'title_id',
      'season',
      'pass',
    ])
    .execute();

  await db.schema
    .createTable('watch_history')
    .addColumn('user_id', 'varchar(64)', (column) => column.notNull().references('users.id'))
    .addColumn('media_type', 'varchar(8)', (column) => column.notNull())
    .addColumn('title_id', 'integer', (column) => column.notNull())
    .addColumn('season', 'integer', (column) => column.notNull())
    .addColumn('pass', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('first_episode', 'integer', (column) => column.notNull())
    .addColumn('last_episode', 'integer', (column) => column.notNull())
    .addColumn('at', 'bigint')
    .addPrimaryKeyConstraint('watch_history_pk', [
      'user_id',
      'media_type',
      'title_id',
      'season',
      'pass',
      'first_episode',
    ])
    .execute();
  await db.schema
    .createIndex('watch_history_by_time')
    .on('watch_history')
    .columns(['user_id', 'at'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('score_scale', 'varchar(16)', (column) => column.notNull().defaultTo('POINT_10'))
    .execute();

  await moveTitles(db);
}

async function moveTitles(db: AnyDatabase): Promise<void> {
  let after: { user_id: string; media_type: string; title_id: number } | null = null;
  for (;;) {
    let query = db
      .selectFrom('tracked_titles')
      .select([
        'user_id',
        'media_type',
        'title_id',
        'status',
        'current_season',
        'current_episode',
        'extras',
        'tracked_at',
        'updated_at',
      ])
      .orderBy('user_id')
      .orderBy('media_type')
      .orderBy('title_id')
      .limit(TITLES_PER_STEP);
    if (after) {
      const last = after;
      query = query.where((eb) =>
        eb(
          eb.refTuple('user_id', 'media_type', 'title_id'),
          '>',
          eb.tuple(last.user_id, last.media_type, last.title_id),
        ),
      );
    }
    const titles = (await query.execute()) as TitleRow[];
    if (titles.length === 0) return;
    await moveStep(db, titles);
    after = titles[titles.length - 1] ?? null;
  }
}

async function moveStep(db: AnyDatabase, titles: readonly TitleRow[]): Promise<void> {
  const movesByTitle = new Map<string, LegacyMove[]>();
  for (const userId of new Set(titles.map((title) => title.user_id))) {
    const ids = titles.filter((title) => title.user_id === userId).map((title) => title.title_id);
    const rows = (await db
      .selectFrom('progress_history')
      .select([
        'media_type',
        'title_id',
        'at',
        'from_season',
        'from_episode',
        'to_season',
        'to_episode',
      ])
      .where('user_id', '=', userId)
      .where('title_id', 'in', ids)
      .orderBy('at')
      .execute()) as (LegacyMove & { media_type: string; title_id: number })[];
    for (const row of rows) {
      const key = `${userId}/${row.media_type}/${row.title_id}`;
      movesByTitle.set(key, [...(movesByTitle.get(key) ?? []), { ...row, at: Number(row.at) }]);
    }
  }
  const entryRows: Record<string, unknown>[] = [];
  const historyRows: Record<string, unknown>[] = [];
  for (const title of titles) {
    const key = { user_id: title.user_id, media_type: title.media_type, title_id: title.title_id };
    const moved = entriesFromTitle(
      { ...title, updated_at: Number(title.updated_at) },
      movesByTitle.get(`${title.user_id}/${title.media_type}/${title.title_id}`) ?? [],
    );
    for (const entry of moved.entries) {
      entryRows.push({
        ...key,
        ...entry,
        created_at: Number(title.tracked_at),
        updated_at: Number(title.updated_at),
      });
    }
    for (const watch of moved.watches) historyRows.push({ ...key, pass: 0, ...watch });
  }
  for (let start = 0; start < entryRows.length; start += TITLES_PER_STEP) {
    await db
      .insertInto('list_entries')
      .values(entryRows.slice(start, start + TITLES_PER_STEP))
      .execute();
  }
  for (let start = 0; start < historyRows.length; start += TITLES_PER_STEP) {
    await db
      .insertInto('watch_history')
      .values(historyRows.slice(start, start + TITLES_PER_STEP))
      .execute();
  }
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('users').dropColumn('score_scale').execute();
  await db.schema.dropTable('watch_history').execute();
  await db.schema.dropTable('watch_passes').execute();
  await db.schema.dropTable('list_entries').execute();
}
