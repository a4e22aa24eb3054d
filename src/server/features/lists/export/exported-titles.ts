import type { ExportedTitle, ListedTitle } from '../../../../shared/lists-api';
import type { TrackedTitle } from '../../../../shared/tracked-title';
import type { Executor } from '../../auth/users';
import type { CatalogueIds } from '../../catalogue/catalogue-ids';

const NO_IDS = { myAnimeList: null, aniList: null, tmdb: null };

/** How each imported entry's line named its title, keyed 'tv/123/1' (type, id, season). */
async function entrySourcesOf(db: Executor, userId: string): Promise<Map<string, ListedTitle>> {
  const rows = await db
    .selectFrom('list_entries')
    .select(['media_type', 'title_id', 'season', 'source_title', 'source_type', 'source_episodes'])
    .where('user_id', '=', userId)
    .where('source_title', 'is not', null)
    .execute();
  return new Map(
    rows.map((row) => [
      `${row.media_type}/${row.title_id}/${row.season}`,
      {
        title: row.source_title ?? '',
        type: row.source_type ?? '',
        episodes: row.source_episodes ?? 0,
      },
    ]),
  );
}

/**
 * The titles as the JSON and CSV exports write them: each with its MyAnimeList, AniList and
 * TMDB ids where the catalogue knows them, and each season with how its imported line named it.
 */
export async function exportedTitles(
  db: Executor,
  userId: string,
  items: readonly TrackedTitle[],
  ids: CatalogueIds | null,
  keyedBy: 'offline' | 'tmdb',
): Promise<ExportedTitle[]> {
  const sources = await entrySourcesOf(db, userId);
  return items.map(({ seasons, ...item }) => ({
    ...item,
    ids: ids?.sourceIds(item, keyedBy) ?? NO_IDS,
    ...(seasons
      ? {
          seasons: seasons.map((season) => ({
            ...season,
            source: sources.get(`${item.media_type}/${item.id}/${season.season}`) ?? null,
          })),
        }
      : {}),
  }));
}
