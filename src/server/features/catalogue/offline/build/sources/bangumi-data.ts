import { z } from 'zod';
import { parseRecurrence } from '../../../../../../shared/broadcast-schedule';

/**
 * bangumi-data (https://github.com/bangumi-data/bangumi-data, CC BY 4.0): Japanese titles with
 * English names, dates, weekly schedules and ids on MyAnimeList, AniList, TMDB, AniDB and the
 * streaming services. Read from its `dist/data.json`, whether bundled (the npm package) or
 * downloaded by the updater, so every bound below guards against a hostile or broken file.
 */
export const BANGUMI_DATA_LIMITS = {
  items: 50_000,
  sitesPerItem: 100,
  namesPerLanguage: 20,
  siteMetaEntries: 200,
  text: 500,
} as const;

const text = z.string().max(BANGUMI_DATA_LIMITS.text);
const site = z.object({
  site: z.string().max(50),
  id: text.optional(),
  url: text.optional(),
  begin: text.optional(),
  broadcast: text.optional(),
  end: text.optional(),
  regions: z.array(z.string().max(10)).max(100).optional(),
});
const item = z.object({
  title: text.min(1),
  titleTranslate: z
    .record(z.string().max(20), z.array(text).max(BANGUMI_DATA_LIMITS.namesPerLanguage))
    .optional(),
  type: z.string().max(20),
  begin: text,
  broadcast: text.optional(),
  end: text.optional(),
  sites: z.array(site).max(BANGUMI_DATA_LIMITS.sitesPerItem),
});
const siteMeta = z.object({
  title: text,
  urlTemplate: text,
  type: z.string().max(20),
  regions: z.array(z.string().max(10)).max(200).optional(),
});
export const bangumiDataSchema = z.object({
  siteMeta: z
    .record(z.string().max(50), siteMeta)
    .refine(
      (meta) => Object.keys(meta).length <= BANGUMI_DATA_LIMITS.siteMetaEntries,
      'too many sites',
    ),
  items: z.array(item).max(BANGUMI_DATA_LIMITS.items),
});
export type BangumiData = z.infer<typeof bangumiDataSchema>;
type BangumiItem = z.infer<typeof item>;

export interface StreamingService {
  /** The siteMeta key, e.g. 'crunchyroll'. */
  site: string;
  id: string;
  /** Set where the title's page does not follow the site's URL template. */
  url?: string;
}

export interface StreamingSite {
  name: string;
  urlTemplate: string;
  regions: string[] | null;
}

/** One bangumi-data title, with what Tsuzuki uses of it. */
export interface BangumiTitle {
  japaneseName: string;
  englishNames: string[];
  kind: 'tv' | 'web' | 'movie' | 'ova';
  /** ISO instants; null when the file leaves them empty. */
  beginsAt: string | null;
  endsAt: string | null;
  /** The weekly slot, kept only where its first slot is the first episode (slot n = episode n). */
  broadcast: { anchor: string; periodDays: number } | null;
  ids: {
    mal: number | null;
    anilist: number | null;
    anidb: number | null;
    bangumi: number | null;
    /** TMDB's path: 'tv/209867', 'tv/120089/season/2', 'movie/372058'. */
    tmdb: string | null;
  };
  services: StreamingService[];
}

const KINDS = new Set(['tv', 'web', 'movie', 'ova']);
const TMDB_PATH = /^(tv|movie)\/[1-9][0-9]{0,9}(\/season\/[0-9]{1,4}(\/episode\/[0-9]{1,5})?)?$/;
const DAY_MS = 86_400_000;

function instant(value: string | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

function positiveId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  return Number(value);
}

function broadcastOf(item: BangumiItem, beginsAt: string | null) {
  const recurrence = parseRecurrence(item.broadcast);
  if (!recurrence || !beginsAt) return null;
  const offset = Math.abs(Date.parse(recurrence.anchor) - Date.parse(beginsAt));
  return offset < DAY_MS ? recurrence : null;
}

function readItem(item: BangumiItem, streamingSites: ReadonlySet<string>): BangumiTitle | null {
  if (!KINDS.has(item.type)) return null;
  const idOf = (name: string) => item.sites.find((entry) => entry.site === name)?.id;
  const tmdb = idOf('tmdb');
  const beginsAt = instant(item.begin);
  return {
    japaneseName: item.title.trim(),
    englishNames: (item.titleTranslate?.en ?? []).map((name) => name.trim()).filter(Boolean),
    kind: item.type as BangumiTitle['kind'],
    beginsAt,
    endsAt: instant(item.end),
    broadcast: broadcastOf(item, beginsAt),
    ids: {
      mal: positiveId(idOf('mal')),
      anilist: positiveId(idOf('aniList')),
      anidb: positiveId(idOf('anidb')),
      bangumi: positiveId(idOf('bangumi')),
      tmdb: tmdb && TMDB_PATH.test(tmdb) ? tmdb : null,
    },
    services: item.sites
      .filter((entry) => streamingSites.has(entry.site) && (entry.id || entry.url))
      .map((entry) => ({
        site: entry.site,
        id: entry.id ?? '',
        ...(entry.url ? { url: entry.url } : {}),
      })),
  };
}

export interface BangumiInput {
  titles: BangumiTitle[];
  /** The streaming ('onair') sites by key, for building links. */
  streamingSites: Record<string, StreamingSite>;
  skipped: number;
}

/** Validates a parsed data.json and reads it; throws a ZodError naming the first bad field. */
export function readBangumiData(json: unknown): BangumiInput {
  const data = bangumiDataSchema.parse(json);
  const streamingSites: Record<string, StreamingSite> = {};
  for (const [key, meta] of Object.entries(data.siteMeta)) {
    if (meta.type !== 'onair' || !/^https:\/\/[^\s]+$/.test(meta.urlTemplate)) continue;
    streamingSites[key] = {
      name: meta.title,
      urlTemplate: meta.urlTemplate,
      regions: meta.regions ?? null,
    };
  }
  const known = new Set(Object.keys(streamingSites));
  const titles: BangumiTitle[] = [];
  let skipped = 0;
  for (const entry of data.items) {
    const title = readItem(entry, known);
    if (title) titles.push(title);
    else skipped++;
  }
  return { titles, streamingSites, skipped };
}
