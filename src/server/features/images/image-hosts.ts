import { z } from 'zod';

/**
 * The picture hosts the catalogue's sources point at (decision 301): TMDB's image host,
 * MyAnimeList's CDN (anime-offline-database's pictures), AniList's, and Kitsu's media hosts
 * (its posterImage URLs, on media.kitsu.app and, in older answers, media.kitsu.io).
 */
export const DEFAULT_IMAGE_HOSTS: readonly string[] = [
  'https://image.tmdb.org',
  'https://cdn.myanimelist.net',
  'https://s4.anilist.co',
  'https://media.kitsu.app',
  'https://media.kitsu.io',
];

const MAX_HOSTS = 50;

/** An origin as the operator wrote it, or the reason it is not one. */
function originOf(text: string): string | { problem: string } {
  if (!URL.canParse(text)) return { problem: `"${text}" is not a URL` };
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { problem: `"${text}" must start with http:// or https://` };
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    return { problem: `"${text}" must be an origin only: scheme, host and port, no path` };
  }
  return url.origin;
}

/**
 * IMAGE_HOSTS: comma-separated origins the server may fetch pictures from; another scheme or
 * port is another host. Unset means the defaults above, empty means none (every title shows its
 * generated cover).
 */
export const imageHostsSetting = z
  .string()
  .optional()
  .transform((text, context): string[] => {
    if (text === undefined) return [...DEFAULT_IMAGE_HOSTS];
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    if (entries.length > MAX_HOSTS) {
      context.addIssue({ code: 'custom', message: `must list at most ${MAX_HOSTS} origins` });
      return z.NEVER;
    }
    const origins: string[] = [];
    for (const entry of entries) {
      const origin = originOf(entry);
      if (typeof origin !== 'string') {
        context.addIssue({ code: 'custom', message: origin.problem });
        return z.NEVER;
      }
      if (!origins.includes(origin)) origins.push(origin);
    }
    return origins;
  });

/** Whether the server may fetch this address: a parsed http(s) URL on one of the listed origins. */
export function isListedPicture(address: string, hosts: readonly string[]): boolean {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  if (url.username || url.password) return false;
  return hosts.includes(url.origin);
}
