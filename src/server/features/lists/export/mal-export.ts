import type { ListStatus } from '../../../../shared/tracked-title';
import type { Executor } from '../../auth/users';
import type { CatalogueIds } from '../../catalogue/catalogue-ids';
import { keptLinesOf } from '../import/kept-lines';
import type { MalExportEntry } from './mal-xml-writer';

/** MyAnimeList's type words for the catalogue's formats. */
const MAL_TYPES: Record<string, string> = {
  TV: 'TV',
  TV_SPECIAL: 'TV Special',
  MOVIE: 'Movie',
  OVA: 'OVA',
  ONA: 'ONA',
  SPECIAL: 'Special',
  MUSIC: 'Music',
};

function tagsText(json: string): string {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((tag) => typeof tag === 'string').join(',') : '';
}

/**
 * Every season entry of the user that came from (or maps to) a MyAnimeList entry, and every
 * kept line no title matched, in MyAnimeList id order. An entry names its title as its source
 * line did, else as the catalogue describes it (decision 399).
 */
export async function malExportEntries(
  db: Executor,
  userId: string,
  ids: CatalogueIds | null,
): Promise<MalExportEntry[]> {
  const [rows, kept] = await Promise.all([
    db
      .selectFrom('list_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .where('mal_id', 'is not', null)
      .orderBy('mal_id')
      .execute(),
    keptLinesOf(db, userId),
  ]);
  const entries: MalExportEntry[] = rows.map((row) => {
    const malId = row.mal_id ?? 0;
    const described =
      row.source_title === null ? (ids?.described(malId, row.title_id) ?? null) : null;
    return {
      malId,
      title: row.source_title ?? described?.name ?? '',
      type: row.source_type ?? MAL_TYPES[described?.format ?? ''] ?? 'Unknown',
      episodes: row.source_episodes ?? described?.episodes ?? 0,
      status: row.status as ListStatus,
      record: {
        score: row.score === 0 ? null : row.score,
        startedOn: row.started_on,
        finishedOn: row.finished_on,
        watchedEpisodes: row.progress,
        timesWatched: row.rewatch_count,
        rewatching: row.rewatching === 1,
        notes: row.notes ?? '',
        tags: tagsText(row.tags),
      },
    };
  });
  const exported = new Set(entries.map((entry) => entry.malId));
  for (const line of kept) {
    if (line.malId === null || exported.has(line.malId)) continue;
    entries.push({
      malId: line.malId,
      title: line.listed.title,
      type: line.listed.type || 'Unknown',
      episodes: line.listed.episodes,
      status: line.status,
      record: line.record,
    });
  }
  return entries.sort((a, b) => a.malId - b.malId);
}
