import type { ListStatus } from '../../../../shared/tracked-title';
import type { Executor } from '../../auth/users';
import type { CatalogueIds } from '../../catalogue/catalogue-ids';
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
 * Every season entry of the user that came from (or maps to) a MyAnimeList entry, with the
 * catalogue's description of that entry's title where it has one (decision 378).
 */
export async function malExportEntries(
  db: Executor,
  userId: string,
  ids: CatalogueIds | null,
): Promise<MalExportEntry[]> {
  const rows = await db
    .selectFrom('list_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('mal_id', 'is not', null)
    .orderBy('mal_id')
    .execute();
  return rows.map((row) => {
    const malId = row.mal_id ?? 0;
    const described = ids?.described(malId, row.title_id) ?? null;
    return {
      malId,
      title: described?.name ?? '',
      type: MAL_TYPES[described?.format ?? ''] ?? 'Unknown',
      episodes: described?.episodes ?? 0,
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
}
