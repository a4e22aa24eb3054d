/**
 * Title ids for anime-offline-database entries (decision 034): the MyAnimeList id when the entry
 * lists a MyAnimeList page, else a stable id from another site's id, in ranges far above any
 * MyAnimeList id and below 2^31 so every client stores it as a plain integer.
 */
const SITE_RANGES: [RegExp, number][] = [
  [/^https:\/\/anilist\.co\/anime\/(\d+)$/, 1_100_000_000],
  [/^https:\/\/kitsu\.(?:app|io)\/anime\/(\d+)$/, 1_200_000_000],
  [/^https:\/\/anidb\.net\/anime\/(\d+)$/, 1_300_000_000],
];
const SITE_RANGE_SIZE = 100_000_000;
const HASHED_RANGE_START = 1_400_000_000;
const HASHED_RANGE_SIZE = 600_000_000;

const MY_ANIME_LIST = /^https:\/\/myanimelist\.net\/anime\/(\d+)$/;

function myAnimeListId(sources: string[]): number | null {
  for (const source of sources) {
    const match = source.match(MY_ANIME_LIST);
    if (match) return Number(match[1]);
  }
  return null;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Assigns ids one entry at a time, so it can refuse an id an earlier entry already took. */
export class OfflineDatabaseIds {
  private readonly taken = new Set<number>();

  /** The entry's id, or null when every candidate is taken (a duplicate entry). */
  assign(sources: string[]): number | null {
    const candidates = this.candidates(sources);
    const id = candidates.find((candidate) => !this.taken.has(candidate)) ?? null;
    if (id !== null) this.taken.add(id);
    return id;
  }

  private candidates(sources: string[]): number[] {
    const malId = myAnimeListId(sources);
    if (malId !== null) return [malId];
    for (const [pattern, start] of SITE_RANGES) {
      for (const source of sources) {
        const siteId = Number(source.match(pattern)?.[1]);
        if (siteId > 0 && siteId < SITE_RANGE_SIZE) return [start + siteId];
      }
    }
    const first = [...sources].sort()[0] ?? '';
    const base = fnv1a(first) % HASHED_RANGE_SIZE;
    // Linear probing keeps a hash collision from dropping an entry; ten steps is ample.
    return Array.from(
      { length: 10 },
      (_, step) => HASHED_RANGE_START + ((base + step) % HASHED_RANGE_SIZE),
    );
  }
}
