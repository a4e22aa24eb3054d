import type { Selectable } from 'kysely';
import type { AppDatabase } from '../../db/connect';
import type { MetadataTitlesTable } from '../../db/schema';
import type { KeptEpisode, KeptTitle } from './kept-title';

/** Most titles one batched read asks for: a page of cards, a list's rows. */
export const MAX_BATCH = 500;

function titleOf(row: Selectable<MetadataTitlesTable>): KeptTitle {
  return {
    malId: row.mal_id,
    kitsuId: row.kitsu_id,
    synopsis: row.synopsis,
    posterUrl: row.poster_url,
    episodeCount: row.episode_count,
    status: row.airing_status,
    episodes: JSON.parse(row.episodes) as KeptEpisode[],
    fetchedAt: row.fetched_at,
    refreshAt: row.refresh_at,
    failures: row.failures,
  };
}

function rowOf(title: KeptTitle): MetadataTitlesTable {
  return {
    mal_id: title.malId,
    kitsu_id: title.kitsuId,
    synopsis: title.synopsis,
    poster_url: title.posterUrl,
    episode_count: title.episodeCount,
    airing_status: title.status,
    episodes: JSON.stringify(title.episodes),
    fetched_at: title.fetchedAt,
    refresh_at: title.refreshAt,
    failures: title.failures,
  };
}

/** The kept Kitsu data in the app database: titles by MyAnimeList id, and seasonal follows. */
export class MetadataStore {
  constructor(private readonly database: AppDatabase) {}

  async title(malId: number): Promise<KeptTitle | undefined> {
    const row = await this.database.db
      .selectFrom('metadata_titles')
      .selectAll()
      .where('mal_id', '=', malId)
      .executeTakeFirst();
    return row && titleOf(row);
  }

  /** One query for many titles; ids past MAX_BATCH are not looked up. */
  async titles(malIds: readonly number[]): Promise<Map<number, KeptTitle>> {
    const ids = [...new Set(malIds)].slice(0, MAX_BATCH);
    if (ids.length === 0) return new Map();
    const rows = await this.database.db
      .selectFrom('metadata_titles')
      .selectAll()
      .where('mal_id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.mal_id, titleOf(row)]));
  }

  async save(title: KeptTitle): Promise<void> {
    const row = rowOf(title);
    const { mal_id: _key, ...changes } = row;
    await this.database.db
      .insertInto('metadata_titles')
      .values(row)
      .onConflict((conflict) => conflict.column('mal_id').doUpdateSet(changes))
      .execute();
  }

  /** The titles on users' lists, most recently changed first, for background enrichment. */
  async listedTitleIds(limit: number): Promise<number[]> {
    const rows = await this.database.db
      .selectFrom('tracked_titles')
      .select('title_id')
      .groupBy('title_id')
      .orderBy((eb) => eb.fn.max('updated_at'), 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.title_id);
  }

  async popularity(): Promise<Map<number, number>> {
    const rows = await this.database.db
      .selectFrom('metadata_popularity')
      .select(['mal_id', 'user_count'])
      .execute();
    return new Map(rows.map((row) => [row.mal_id, row.user_count]));
  }

  /** Replaces the seasonal follows at once, so readers never see half of a new count. */
  async replacePopularity(userCounts: ReadonlyMap<number, number>, now: number): Promise<void> {
    await this.database.db.transaction().execute(async (transaction) => {
      await transaction.deleteFrom('metadata_popularity').execute();
      const rows = [...userCounts].map(([malId, userCount]) => ({
        mal_id: malId,
        user_count: userCount,
        fetched_at: now,
      }));
      for (let start = 0; start < rows.length; start += 100) {
        await transaction
          .insertInto('metadata_popularity')
          .values(rows.slice(start, start + 100))
          .execute();
      }
    });
  }
}
