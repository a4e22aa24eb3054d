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

function siteId(sources: readonly string[], pattern: RegExp): number | null {
  for (const source of sources) {
    const id = Number(source.match(pattern)?.[1]);
    if (id > 0 && id < SITE_RANGE_SIZE) return id;
  }
  return null;
}

function myAnimeListId(sources: string[]): number | null {
  return siteId(sources, MY_ANIME_LIST);
}

/** The other sites' ids an entry's pages give, matched exactly as the sites write them. */
export function siteIds(sources: readonly string[]) {
  const [anilist, kitsu, anidb] = SITE_RANGES.map(([pattern]) => siteId(sources, pattern));
  return {
    mal: siteId(sources, MY_ANIME_LIST),
    anilist: anilist ?? null,
    kitsu: kitsu ?? null,
    anidb: anidb ?? null,
  };
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
  private readonly taken: Set<number>;

  /** `taken`: ids other sources' titles already hold. */
  constructor(taken: Iterable<number> = []) {
    this.taken = new Set(taken);
  }

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
