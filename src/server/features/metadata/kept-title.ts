import type { KitsuAnime, KitsuEpisode } from './kitsu-schemas';

/** One episode as kept: Kitsu's absolute number within its anime, and what we show of it. */
export interface KeptEpisode {
  number: number;
  title: string | null;
  /** YYYY-MM-DD, when Kitsu dates it. */
  airDate: string | null;
  minutes: number | null;
}

/** What Kitsu told us about one title, by MyAnimeList id (decision 290). */
export interface KeptTitle {
  malId: number;
  /** Null when Kitsu maps no anime to this id, or when nothing was fetched yet. */
  kitsuId: string | null;
  synopsis: string | null;
  posterUrl: string | null;
  episodeCount: number | null;
  /** Kitsu's status: current, finished, tba, unreleased, upcoming. */
  status: string | null;
  episodes: KeptEpisode[];
  /** When Kitsu last answered for it; null while every attempt failed. */
  fetchedAt: number | null;
  /** When it is asked again: after its refresh age, or after a failure's back-off. */
  refreshAt: number;
  /** Failures in a row since the last answer. */
  failures: number;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** See decision 292: airing titles change weekly, finished ones hardly ever. */
export const REFRESH_AGES = {
  airingMs: 3 * DAY_MS,
  finishedMs: 90 * DAY_MS,
  /** Kitsu may add a title it lacks. */
  unknownMs: 30 * DAY_MS,
  firstRetryMs: 5 * MINUTE_MS,
  maxRetryMs: DAY_MS,
};

const FINISHED = new Set(['finished']);

export function refreshAgeOf(title: Pick<KeptTitle, 'kitsuId' | 'status'>): number {
  if (title.kitsuId === null) return REFRESH_AGES.unknownMs;
  return FINISHED.has(title.status ?? '') ? REFRESH_AGES.finishedMs : REFRESH_AGES.airingMs;
}

/** Doubles with each failure in a row, from five minutes up to a day. */
export function retryDelayAfter(failures: number): number {
  const doubled = REFRESH_AGES.firstRetryMs * 2 ** Math.max(0, Math.min(failures - 1, 20));
  return Math.min(doubled, REFRESH_AGES.maxRetryMs);
}

const DATE = /^\d{4}-\d{2}-\d{2}/;
const HTTPS_URL = /^https:\/\/[^\s]+$/;

function episodeOf(episode: KitsuEpisode): KeptEpisode | null {
  const { number, canonicalTitle, airdate, length } = episode.attributes;
  if (!number) return null;
  return {
    number,
    title: canonicalTitle?.trim() || null,
    airDate: airdate && DATE.test(airdate) ? airdate.slice(0, 10) : null,
    minutes: length ?? null,
  };
}

/** One episode per number, in order: Kitsu's pages may overlap or come in another order. */
function episodesOf(episodes: readonly KitsuEpisode[]): KeptEpisode[] {
  const byNumber = new Map<number, KeptEpisode>();
  for (const episode of episodes) {
    const kept = episodeOf(episode);
    if (kept && !byNumber.has(kept.number)) byNumber.set(kept.number, kept);
  }
  return [...byNumber.values()].sort((a, b) => a.number - b.number);
}

function posterOf(anime: KitsuAnime): string | null {
  const poster = anime.attributes.posterImage;
  const url = poster?.large ?? poster?.original ?? null;
  return url && HTTPS_URL.test(url) ? url : null;
}

export function keptFromKitsu(
  malId: number,
  anime: KitsuAnime | null,
  episodes: readonly KitsuEpisode[],
  now: number,
): KeptTitle {
  const attributes = anime?.attributes;
  const synopsis = (attributes?.synopsis ?? attributes?.description ?? '').trim();
  const kept = {
    malId,
    kitsuId: anime?.id ?? null,
    synopsis: synopsis === '' ? null : synopsis,
    posterUrl: anime ? posterOf(anime) : null,
    episodeCount: attributes?.episodeCount || null,
    status: attributes?.status ?? null,
    episodes: episodesOf(episodes),
    fetchedAt: now,
    failures: 0,
  };
  return { ...kept, refreshAt: now + refreshAgeOf(kept) };
}

/** After a failure: what was kept stays, and the next attempt waits longer each time. */
export function keptAfterFailure(
  malId: number,
  before: KeptTitle | undefined,
  now: number,
): KeptTitle {
  const failures = (before?.failures ?? 0) + 1;
  const base: KeptTitle = before ?? {
    malId,
    kitsuId: null,
    synopsis: null,
    posterUrl: null,
    episodeCount: null,
    status: null,
    episodes: [],
    fetchedAt: null,
    refreshAt: now,
    failures: 0,
  };
  return { ...base, failures, refreshAt: now + retryDelayAfter(failures) };
}
