import type { z } from 'zod';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch/safe-fetch';
import { parseRetryAfter } from '../../lib/upstream/rate-limit-headers';
import {
  animeAnswerSchema,
  episodesAnswerSchema,
  includedAnime,
  includedOf,
  mappingAnswerSchema,
  seasonAnswerSchema,
  type KitsuAnime,
  type KitsuEpisode,
} from './kitsu-schemas';
import type { Priority, RequestPacer } from './request-pacer';

export interface KitsuLimits {
  /** Per request, covering connection, headers and body. */
  timeoutMs: number;
  /** Larger answers are cut off and count as failures. */
  maxAnswerBytes: number;
  /** Episode pages followed per title (20 episodes each). */
  maxEpisodePages: number;
}

/** See decision 291. */
export const KITSU_LIMITS: KitsuLimits = {
  timeoutMs: 8000,
  maxAnswerBytes: 512 * 1024,
  maxEpisodePages: 13,
};

const JSON_API = 'application/vnd.api+json';
const PAGE_LIMIT = 20;
/** A 429 without Retry-After pauses every request this long. */
const DEFAULT_PAUSE_MS = 60_000;

/** Kitsu gave no usable answer; the message names neither URL nor body, so it is safe to log. */
export class KitsuError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KitsuError';
  }
}

export interface KitsuClient {
  /** The anime Kitsu maps to this MyAnimeList id, or null when it maps none. */
  animeByMalId(malId: number, priority: Priority): Promise<KitsuAnime | null>;
  /** The anime itself, or null when Kitsu no longer has it. */
  anime(kitsuId: string, priority: Priority): Promise<KitsuAnime | null>;
  /** Its episodes, up to the page bound, in Kitsu's order. */
  episodes(kitsuId: string, priority: Priority): Promise<KitsuEpisode[]>;
  /** One page of a season's titles, most followed first, with their mappings. */
  seasonPage(
    season: string,
    year: number,
    page: number,
    priority: Priority,
  ): Promise<z.infer<typeof seasonAnswerSchema>>;
}

export function createKitsuClient(
  baseUrl: string,
  pacer: RequestPacer,
  limits: KitsuLimits = KITSU_LIMITS,
): KitsuClient {
  async function get<Schema extends z.ZodType>(
    url: string,
    schema: Schema,
    priority: Priority,
  ): Promise<z.infer<Schema> | null> {
    await pacer.acquire(priority);
    let answer;
    try {
      answer = await safeFetch(url, {
        headers: { Accept: JSON_API },
        timeoutMs: limits.timeoutMs,
        maxResponseBytes: limits.maxAnswerBytes,
        // The address is the operator's METADATA_URL, never a user's, and may be on their network.
        allowPrivate: true,
      });
    } catch (error) {
      throw new KitsuError(error instanceof SafeFetchError ? error.sentence : 'Kitsu failed');
    }
    if (answer.status === 429) {
      const header = answer.headers['retry-after'];
      pacer.pauseFor(parseRetryAfter(String(header ?? ''), Date.now()) ?? DEFAULT_PAUSE_MS);
      throw new KitsuError('Kitsu is limiting requests');
    }
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new KitsuError(`Kitsu answered HTTP ${answer.status}`);
    if (!String(answer.headers['content-type'] ?? '').startsWith(JSON_API)) {
      throw new KitsuError('Kitsu answered something other than JSON:API');
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString('utf8'));
    } catch {
      throw new KitsuError('Kitsu answered something other than JSON');
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new KitsuError('Kitsu answered an unexpected shape');
    return parsed.data;
  }

  return {
    async animeByMalId(malId, priority) {
      const query = new URLSearchParams({
        'filter[externalSite]': 'myanimelist/anime',
        'filter[externalId]': String(malId),
        include: 'item',
      });
      const answer = await get(`${baseUrl}/mappings?${query}`, mappingAnswerSchema, priority);
      return includedOf(answer?.included, includedAnime)[0] ?? null;
    },

    async anime(kitsuId, priority) {
      const answer = await get(`${baseUrl}/anime/${kitsuId}`, animeAnswerSchema, priority);
      return answer?.data ?? null;
    },

    async episodes(kitsuId, priority) {
      const episodes: KitsuEpisode[] = [];
      let url: string | undefined =
        `${baseUrl}/anime/${kitsuId}/episodes?page%5Blimit%5D=${PAGE_LIMIT}`;
      for (let page = 0; url && page < limits.maxEpisodePages; page += 1) {
        const answer: z.infer<typeof episodesAnswerSchema> | null = await get(
          url,
          episodesAnswerSchema,
          priority,
        );
        episodes.push(...(answer?.data ?? []));
        const next: string | undefined = answer?.links?.next;
        // Only pages of the configured API are followed, never an address the answer made up.
        url = next?.startsWith(`${baseUrl}/`) ? next : undefined;
      }
      return episodes;
    },

    async seasonPage(season, year, page, priority) {
      const query = new URLSearchParams({
        'filter[season]': season,
        'filter[seasonYear]': String(year),
        sort: '-userCount',
        include: 'mappings',
        'page[limit]': String(PAGE_LIMIT),
        'page[offset]': String(page * PAGE_LIMIT),
      });
      const answer = await get(`${baseUrl}/anime?${query}`, seasonAnswerSchema, priority);
      return answer ?? { data: [] };
    },
  };
}
