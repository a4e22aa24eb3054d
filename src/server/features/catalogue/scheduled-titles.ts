import type { Database } from 'better-sqlite3';
import { upcomingSlots, type BroadcastSchedule } from '../../../shared/broadcast-schedule';
import type { TitleRow } from './offline/catalogue-store';
import { scheduleOf } from './offline/schedule';

/** A series of the offline catalogue airing at known instants: weekly slots, or a premiere. */
export interface ScheduledTitle {
  /** The show its entries name: the title, or the show a later season is folded into. */
  showId: number;
  /** Null for a title known only by its first broadcast (`beginsAt`). */
  schedule: BroadcastSchedule | null;
  beginsAt: string | null;
  episodes: number | null;
  /** The show's, as lists filter and rank it. */
  adult: boolean;
  genreIds: number[];
  popularity: number;
}

type SeriesRow = Pick<
  TitleRow,
  | 'id'
  | 'show_id'
  | 'episodes'
  | 'begins_at'
  | 'ends_at'
  | 'broadcast_anchor'
  | 'broadcast_days'
  | 'long_runner'
>;
type ShowRow = Pick<TitleRow, 'adult' | 'genre_ids' | 'popularity'>;

/** Every series, read row by row: the catalogue indexes neither schedules nor beginnings. */
const SERIES = `SELECT id, show_id, episodes, begins_at, ends_at, broadcast_anchor, broadcast_days,
  long_runner FROM titles WHERE media_type = 'tv'`;
const SHOW = 'SELECT adult, genre_ids, popularity FROM titles WHERE id = ?';

/** Rows read between two yields to the event loop: a few milliseconds of work. */
const ROWS_PER_SLICE = 500;

/** Whether a series has an episode at `since` or later: a slot to come, or its premiere. */
function airsFrom(row: SeriesRow, since: number): boolean {
  const schedule = scheduleOf(row);
  if (schedule) return upcomingSlots(schedule, since, { episodes: row.episodes }).length > 0;
  return Date.parse(row.begins_at ?? '') >= since;
}

function genreIdsOf(text: string): number[] {
  const genres: unknown = JSON.parse(text);
  return Array.isArray(genres) ? genres.filter((id) => typeof id === 'number') : [];
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every series in the open catalogue database with an episode at `since` or later, a few hundred
 * at most, so that any window is projected from memory. The table is read in slices of a few
 * milliseconds, yielding between them: no request waits on the whole read.
 */
export async function readScheduledTitles(
  database: Database,
  since: number,
): Promise<ScheduledTitle[]> {
  const airing: SeriesRow[] = [];
  let read = 0;
  for (const row of database.prepare(SERIES).iterate() as IterableIterator<SeriesRow>) {
    if (airsFrom(row, since)) airing.push(row);
    if (++read % ROWS_PER_SLICE === 0) await nextTurn();
  }
  const show = database.prepare(SHOW);
  return airing.flatMap((row) => {
    const showId = row.show_id ?? row.id;
    const found = show.get(showId) as ShowRow | undefined;
    if (!found) return [];
    return [
      {
        showId,
        schedule: scheduleOf(row),
        beginsAt: row.begins_at,
        episodes: row.episodes,
        adult: found.adult === 1,
        genreIds: genreIdsOf(found.genre_ids),
        popularity: found.popularity,
      },
    ];
  });
}
