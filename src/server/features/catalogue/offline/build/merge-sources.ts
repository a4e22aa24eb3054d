import type { TitleFormat } from '../../../../../shared/catalogue-types';
import { japanDate } from '../../../../../shared/broadcast-schedule';
import { compactForSearch } from '../search-text';
import type { AiringSeason, CatalogueEntry } from './catalogue-entry';
import type { BangumiInput, BangumiTitle } from './sources/bangumi-data';

/** bangumi-data titles without a MyAnimeList id get ids from here on (decision 034's ranges). */
export const BANGUMI_ID_RANGE_START = 1_000_000_000;
const BANGUMI_ID_RANGE_SIZE = 100_000_000;
const YEAR_MS = 365 * 86_400_000;

const FORMATS: Record<BangumiTitle['kind'], TitleFormat> = {
  tv: 'TV',
  web: 'ONA',
  movie: 'MOVIE',
  ova: 'OVA',
};
const SEASON_BY_MONTH: AiringSeason[] = ['WINTER', 'SPRING', 'SUMMER', 'FALL'];

/** Written as a name: some English names are all lower case, which reads as a search key. */
function writtenAsName(name: string): boolean {
  return /\p{Lu}/u.test(name) || !/\p{Ll}/u.test(name);
}

/**
 * The English name to show: the first one written as a name, or the first all-lower-case one
 * whose proper case the same title's other names hold (never a guessed capitalisation, never
 * another title's name). Null where there is none.
 */
export function englishNameOf(
  englishNames: readonly string[],
  sameTitleNames: readonly string[] = [],
): string | null {
  for (const name of englishNames) {
    if (writtenAsName(name)) return name;
    const folded = name.toLocaleLowerCase('en');
    const cased = sameTitleNames.find(
      (other) => writtenAsName(other) && other.toLocaleLowerCase('en') === folded,
    );
    if (cased) return cased;
  }
  return null;
}

/** Kana and kanji: a Japanese title without them is already its official Latin-script name. */
const JAPANESE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A Japanese title written in Latin letters is already its official name, shown as it is. */
export function isOfficialLatinName(name: string, japaneseName: string | null): boolean {
  return name === japaneseName && !JAPANESE_SCRIPT.test(name);
}

/** A title only bangumi-data knows: a Japanese title written in Latin letters as it is, else English. */
function standaloneName(title: BangumiTitle): string {
  if (isOfficialLatinName(title.japaneseName, title.japaneseName)) return title.japaneseName;
  return englishNameOf(title.englishNames) ?? title.japaneseName;
}

/**
 * A title in both sources shows its English name, unless that is the base name written another
 * way ("Gintama" for "Gintama°", "HUNTER×HUNTER(2011)"): MyAnimeList's spelling then stays.
 */
export function mergedName(english: string | null, baseName: string): string {
  if (!english || compactForSearch(english) === compactForSearch(baseName)) return baseName;
  return english;
}

function yearAndSeason(beginsAt: string | null) {
  if (!beginsAt) return { year: null, season: null };
  const date = japanDate(Date.parse(beginsAt));
  const month = Number(date.slice(5, 7));
  return {
    year: Number(date.slice(0, 4)),
    season: SEASON_BY_MONTH[Math.floor((month - 1) / 3)] ?? null,
  };
}

function unique(names: readonly string[], except: readonly string[]): string[] {
  const seen = new Set(except);
  const kept: string[] = [];
  for (const name of names) {
    if (name === '' || seen.has(name)) continue;
    seen.add(name);
    kept.push(name);
  }
  return kept;
}

function infoLinks(title: BangumiTitle): string[] {
  const { mal, anilist, anidb, bangumi } = title.ids;
  return [
    mal === null ? null : `https://myanimelist.net/anime/${mal}`,
    anilist === null ? null : `https://anilist.co/anime/${anilist}`,
    anidb === null ? null : `https://anidb.net/anime/${anidb}`,
    bangumi === null ? null : `https://bangumi.tv/subject/${bangumi}`,
  ].filter((link): link is string => link !== null);
}

/** A title still running without an end date a year after it began, as of the newest title. */
function isLongRunner(title: BangumiTitle, newestBegin: number): boolean {
  if (title.endsAt !== null || title.beginsAt === null || title.kind === 'movie') return false;
  return newestBegin - Date.parse(title.beginsAt) >= YEAR_MS;
}

/** A title in both sources: the base keeps its genres, counts, score and members (decision 170). */
function enriched(base: CatalogueEntry, title: BangumiTitle, newestBegin: number): CatalogueEntry {
  const english = englishNameOf(title.englishNames, [base.name, ...(base.synonyms ?? [])]);
  const name = mergedName(english, base.name);
  const dated = yearAndSeason(title.beginsAt);
  return {
    ...base,
    name,
    originalName: title.japaneseName,
    romajiName: base.romajiName ?? null,
    // An English name that is only the romaji written another way ("Gintama") is no English name.
    englishName: name === english ? english : (base.englishName ?? null),
    synonyms: unique([base.name, ...title.englishNames, ...(base.synonyms ?? [])], [name]),
    year: dated.year ?? base.year,
    season: dated.year === null ? base.season : dated.season,
    beginsAt: title.beginsAt,
    endsAt: title.endsAt,
    broadcast: title.broadcast,
    longRunner: isLongRunner(title, newestBegin),
    englishNames: title.englishNames,
    externalIds: { ...title.ids, mal: base.id },
    services: title.services,
    sources: unique([...base.sources, ...infoLinks(title)], []),
  };
}

/** A title only bangumi-data knows: what it has, and nothing made up for the rest. */
function standalone(title: BangumiTitle, id: number, newestBegin: number): CatalogueEntry {
  const name = standaloneName(title);
  const format = FORMATS[title.kind];
  return {
    id,
    mediaType: format === 'MOVIE' ? 'movie' : 'tv',
    format,
    name,
    romajiName: isOfficialLatinName(title.japaneseName, title.japaneseName)
      ? title.japaneseName
      : null,
    // Only the English name it is shown under: an official Latin-script name stays the name.
    englishName: englishNameOf(title.englishNames) === name ? name : null,
    synonyms: unique(title.englishNames, [name]),
    genreNames: [],
    tags: [],
    studios: null,
    episodes: null,
    durationMinutes: null,
    score: null,
    voteCount: 0,
    popularity: 0,
    scoreTrusted: false,
    adult: false,
    status: 'UNKNOWN',
    ...yearAndSeason(title.beginsAt),
    posterUrl: null,
    sources: infoLinks(title),
    relatedSources: [],
    originalName: title.japaneseName,
    englishNames: title.englishNames,
    externalIds: title.ids,
    beginsAt: title.beginsAt,
    endsAt: title.endsAt,
    broadcast: title.broadcast,
    longRunner: isLongRunner(title, newestBegin),
    services: title.services,
  };
}

function ownId(title: BangumiTitle, taken: ReadonlySet<number>): number | null {
  if (title.ids.mal !== null && !taken.has(title.ids.mal)) return title.ids.mal;
  const bangumi = title.ids.bangumi;
  if (bangumi === null || bangumi >= BANGUMI_ID_RANGE_SIZE) return null;
  const id = BANGUMI_ID_RANGE_START + bangumi;
  return taken.has(id) ? null : id;
}

export interface MergeReport {
  entries: CatalogueEntry[];
  enriched: number;
  added: number;
  /** bangumi-data titles with no id of their own (neither MyAnimeList nor bangumi.tv). */
  skipped: number;
}

/**
 * Merges bangumi-data into the base dataset by MyAnimeList id only, never by name. A MyAnimeList
 * id bangumi-data gives twice enriches its title once; the later entry stands on its own id.
 */
export function mergeBangumiData(
  base: readonly CatalogueEntry[],
  bangumi: BangumiInput,
): MergeReport {
  const byId = new Map(base.map((entry) => [entry.id, entry]));
  const taken = new Set(byId.keys());
  const enrichedIds = new Set<number>();
  const added: CatalogueEntry[] = [];
  const newestBegin = Math.max(
    0,
    ...bangumi.titles.map((title) => (title.beginsAt ? Date.parse(title.beginsAt) : 0)),
  );
  let skipped = 0;
  for (const title of bangumi.titles) {
    const malId = title.ids.mal;
    const match = malId === null ? undefined : byId.get(malId);
    if (match && malId !== null && !enrichedIds.has(malId)) {
      enrichedIds.add(malId);
      byId.set(malId, enriched(match, title, newestBegin));
      continue;
    }
    const id = ownId(title, taken);
    if (id === null) {
      skipped++;
      continue;
    }
    taken.add(id);
    added.push(standalone(title, id, newestBegin));
  }
  return {
    entries: [...byId.values(), ...added],
    enriched: enrichedIds.size,
    added: added.length,
    skipped,
  };
}
