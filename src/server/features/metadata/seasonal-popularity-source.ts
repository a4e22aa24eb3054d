import type { FastifyBaseLogger } from 'fastify';
import type { SeasonalPopularity } from '../catalogue/seasonal-popularity';
import type { KitsuClient } from './kitsu-client';
import { includedMapping, includedOf, type KitsuAnime } from './kitsu-schemas';
import type { MetadataStore } from './metadata-store';

const SEASONS = ['winter', 'spring', 'summer', 'fall'] as const;
/** Pages of 20 per season: the 60 most followed titles are what the "now" rows can show. */
export const SEASON_PAGES = 3;
export const POPULARITY_REFRESH_MS = 86_400_000;

export interface KitsuSeason {
  season: (typeof SEASONS)[number];
  year: number;
}

/** This season and the one before, by the calendar in UTC (winter is January to March). */
export function currentAndLastSeason(now: number): [KitsuSeason, KitsuSeason] {
  const date = new Date(now);
  const index = Math.floor(date.getUTCMonth() / 3);
  const year = date.getUTCFullYear();
  const current = { season: SEASONS[index] ?? 'winter', year };
  const last =
    index === 0
      ? { season: SEASONS[3], year: year - 1 }
      : { season: SEASONS[index - 1] ?? 'winter', year };
  return [current, last];
}

/** Each anime's MyAnimeList id, from the mappings included with it. */
function userCountsOf(
  animeList: readonly KitsuAnime[],
  included: readonly unknown[] | undefined,
): Map<number, number> {
  const malIds = new Map<string, number>();
  for (const mapping of includedOf(included, includedMapping)) {
    const malId = Number(mapping.attributes.externalId);
    if (mapping.attributes.externalSite === 'myanimelist/anime' && Number.isInteger(malId)) {
      malIds.set(mapping.id, malId);
    }
  }
  const counts = new Map<number, number>();
  for (const anime of animeList) {
    const links = anime.relationships?.mappings?.data ?? [];
    const malId = links.map((link) => malIds.get(link.id)).find((id) => id !== undefined);
    const userCount = anime.attributes.userCount;
    if (malId !== undefined && userCount) counts.set(malId, userCount);
  }
  return counts;
}

/**
 * Kitsu's follower counts of this season's and last season's titles (decision 294), kept in
 * the database so the "now" rows keep their order offline, and refreshed daily at low priority.
 */
export class KitsuSeasonalPopularity implements SeasonalPopularity {
  private counts: ReadonlyMap<number, number> = new Map();

  constructor(
    private readonly store: MetadataStore,
    private readonly client: KitsuClient | null,
    private readonly logger: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  userCounts(): ReadonlyMap<number, number> {
    return this.counts;
  }

  /** What was kept last time, so the rows are ordered before Kitsu answers. */
  async load(): Promise<void> {
    this.counts = await this.store.popularity();
  }

  /** Asks Kitsu afresh; on failure the kept counts stay. */
  async refresh(): Promise<void> {
    if (!this.client) return;
    const counts = new Map<number, number>();
    try {
      for (const { season, year } of currentAndLastSeason(this.now())) {
        for (let page = 0; page < SEASON_PAGES; page += 1) {
          const answer = await this.client.seasonPage(season, year, page, 'low');
          for (const [malId, userCount] of userCountsOf(answer.data, answer.included)) {
            counts.set(malId, Math.max(userCount, counts.get(malId) ?? 0));
          }
          if (!answer.links?.next) break;
        }
      }
    } catch (error) {
      this.logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'Kitsu seasonal popularity failed; the kept counts stay',
      );
      return;
    }
    await this.store.replacePopularity(counts, this.now());
    this.counts = counts;
  }
}
