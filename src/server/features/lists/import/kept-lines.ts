import type { KeptLine } from '../../../../shared/lists-api';
import type { PersonalRecord } from '../../../../shared/personal-record';
import type { ListStatus } from '../../../../shared/tracked-title';
import { TimeSlice } from '../../../lib/time-slice';
import type { Executor } from '../../auth/users';
import type { ImportEntry } from './import-entry';

/** Lines written per statement: well under either database's parameter limit. */
const LINES_PER_WRITE = 200;

/** `mal:ID`, else `anilist:ID`: the one line of a source a user's list can hold per id. */
function lineKeyOf(line: Pick<KeptLine, 'malId' | 'anilistId'>): string | null {
  if (line.malId !== null) return `mal:${line.malId}`;
  if (line.anilistId !== null) return `anilist:${line.anilistId}`;
  return null;
}

/**
 * What an imported MyAnimeList or AniList line keeps when no catalogue title matches it: the
 * whole line (decision 399). Null for a line without an id, which no export could place.
 */
export function keptLineOf(entry: ImportEntry): KeptLine | null {
  const { lookup, record, patch } = entry;
  if (lookup.kind !== 'catalogue' || !record || !patch.status) return null;
  const line: KeptLine = {
    malId: lookup.malId,
    anilistId: lookup.anilistId,
    status: patch.status,
    listed: entry.listed ?? { title: lookup.titles[0] ?? entry.title, type: '', episodes: 0 },
    record,
  };
  return lineKeyOf(line) === null ? null : line;
}

/** The source ids of a line that did match a title: a line kept before is no longer needed. */
export function lineKeyOfEntry(entry: ImportEntry): string | null {
  return entry.lookup.kind === 'catalogue' ? lineKeyOf(entry.lookup) : null;
}

/**
 * Keeps the lines no title matched (the later of two lines with one id wins, as the file's
 * order says) and forgets those now matched, so importing a file again changes nothing. Written
 * a slice at a time, each statement on its own, with a turn for other requests between them:
 * 20,000 unmatched lines must not hold the server (decision 399).
 */
export async function saveKeptLines(
  db: Executor,
  userId: string,
  kept: readonly KeptLine[],
  matchedKeys: ReadonlySet<string>,
  now: number,
): Promise<void> {
  const slice = new TimeSlice();
  const byKey = new Map<string, KeptLine>();
  for (const line of kept) {
    const key = lineKeyOf(line);
    if (key !== null && !matchedKeys.has(key)) byKey.set(key, line);
  }
  const forgotten = [...matchedKeys];
  for (let start = 0; start < forgotten.length; start += LINES_PER_WRITE) {
    await slice.pause();
    await db
      .deleteFrom('kept_source_lines')
      .where('user_id', '=', userId)
      .where('line_key', 'in', forgotten.slice(start, start + LINES_PER_WRITE))
      .execute();
  }
  const lines = [...byKey];
  for (let start = 0; start < lines.length; start += LINES_PER_WRITE) {
    await slice.pause();
    const rows = lines.slice(start, start + LINES_PER_WRITE).map(([key, line]) => ({
      user_id: userId,
      line_key: key,
      mal_id: line.malId,
      anilist_id: line.anilistId,
      status: line.status,
      listed: JSON.stringify(line.listed),
      record: JSON.stringify(line.record),
      created_at: now,
      updated_at: now,
    }));
    await db
      .insertInto('kept_source_lines')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'line_key']).doUpdateSet((eb) => ({
          mal_id: eb.ref('excluded.mal_id'),
          anilist_id: eb.ref('excluded.anilist_id'),
          status: eb.ref('excluded.status'),
          listed: eb.ref('excluded.listed'),
          record: eb.ref('excluded.record'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

/** The user's kept lines, by MyAnimeList id, then AniList id. */
export async function keptLinesOf(db: Executor, userId: string): Promise<KeptLine[]> {
  const rows = await db
    .selectFrom('kept_source_lines')
    .select(['mal_id', 'anilist_id', 'status', 'listed', 'record'])
    .where('user_id', '=', userId)
    .orderBy('line_key')
    .execute();
  return rows
    .map((row) => ({
      malId: row.mal_id,
      anilistId: row.anilist_id,
      status: row.status as ListStatus,
      listed: JSON.parse(row.listed) as KeptLine['listed'],
      record: JSON.parse(row.record) as PersonalRecord,
    }))
    .sort(
      (a, b) =>
        (a.malId ?? Number.MAX_SAFE_INTEGER) - (b.malId ?? Number.MAX_SAFE_INTEGER) ||
        (a.anilistId ?? 0) - (b.anilistId ?? 0),
    );
}
