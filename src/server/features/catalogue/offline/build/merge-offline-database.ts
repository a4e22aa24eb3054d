import type { CatalogueEntry } from './catalogue-entry';
import { englishNameOf, isOfficialLatinName, mergedName } from './merge-sources';
import { OfflineDatabaseIds, siteIds } from './offline-database-ids';
import {
  parseOfflineDatabaseEntry,
  toEntry,
  type OfflineDatabaseEntry,
} from './sources/read-offline-database';

type IdSite = 'mal' | 'anilist' | 'anidb';
/** The order ids are matched in (decision 282): no other source carries a Kitsu id. */
const MATCHED_SITES: IdSite[] = ['mal', 'anilist', 'anidb'];

function unique(values: readonly string[], except: readonly string[]): string[] {
  const seen = new Set(except);
  return values.filter((value) => value !== '' && !seen.has(value) && seen.add(value));
}

/**
 * A title both know (decision 282): anime-offline-database, updated weekly from every site, wins
 * what describes the whole title (episodes, status, studios, length, season, score, tags,
 * relations, picture); the title keeps bangumi-data's exact dates, schedules, names and services,
 * and MyAnimeList's curated genres and member counts from the Kaggle file where it has them.
 */
function enriched(base: CatalogueEntry, offline: CatalogueEntry): CatalogueEntry {
  const scored = offline.score !== null;
  const name = casedName(base, offline);
  return {
    ...base,
    name,
    romajiName: base.romajiName ?? offline.romajiName ?? null,
    // A name cased from this source's names is bangumi-data's English one ("Attack on Titan").
    englishName: name === base.name ? (base.englishName ?? null) : name,
    synonyms: unique(
      [base.name, offline.name, ...(offline.synonyms ?? []), ...(base.synonyms ?? [])],
      [name],
    ),
    genreNames: base.genreNames.length > 0 ? base.genreNames : offline.genreNames,
    tags: offline.tags.length > 0 ? offline.tags : base.tags,
    studios: offline.studios && offline.studios.length > 0 ? offline.studios : base.studios,
    episodes: offline.episodes ?? base.episodes,
    durationMinutes: offline.durationMinutes ?? base.durationMinutes,
    score: scored ? offline.score : base.score,
    popularity: base.popularity > 0 ? base.popularity : offline.popularity,
    scoreTrusted: scored ? offline.scoreTrusted || base.scoreTrusted : base.scoreTrusted,
    adult: base.adult || offline.adult,
    status: offline.status === 'UNKNOWN' ? base.status : offline.status,
    year: offline.year ?? base.year,
    season: offline.year === null ? base.season : offline.season,
    posterUrl: offline.posterUrl ?? base.posterUrl,
    sources: unique([...base.sources, ...offline.sources], []),
    relatedSources: offline.relatedSources,
    externalIds: {
      ...base.externalIds,
      mal: base.externalIds.mal ?? offline.externalIds.mal,
      anilist: base.externalIds.anilist ?? offline.externalIds.anilist,
      anidb: base.externalIds.anidb ?? offline.externalIds.anidb,
    },
  };
}

/**
 * bangumi-data's name for the title, now that this title's own names here may hold the proper
 * case of an English name it writes all in lower case ("attack on titan" → "Attack on Titan").
 * A title that already shows an English name or its official Latin-script Japanese name, or
 * has no English name from bangumi-data, keeps its name.
 */
function casedName(base: CatalogueEntry, offline: CatalogueEntry): string {
  const english = base.englishNames ?? [];
  if (englishNameOf(english) !== null || isOfficialLatinName(base.name, base.originalName)) {
    return base.name;
  }
  return mergedName(englishNameOf(english, [offline.name, ...(offline.synonyms ?? [])]), base.name);
}

/** The titles by each site's id; a title's own id is its MyAnimeList id below decision 034's ranges. */
function indexBySite(entries: readonly CatalogueEntry[]): Record<IdSite, Map<number, number>> {
  const index: Record<IdSite, Map<number, number>> = {
    mal: new Map(),
    anilist: new Map(),
    anidb: new Map(),
  };
  for (const entry of entries) {
    for (const site of MATCHED_SITES) {
      const id = entry.externalIds[site];
      if (id !== null && !index[site].has(id)) index[site].set(id, entry.id);
    }
  }
  return index;
}

function matchOf(
  entry: OfflineDatabaseEntry,
  index: Record<IdSite, Map<number, number>>,
): number | undefined {
  const ids = siteIds(entry.sources);
  for (const site of MATCHED_SITES) {
    const id = ids[site];
    const match = id === null ? undefined : index[site].get(id);
    if (match !== undefined) return match;
  }
  return undefined;
}

export interface OfflineDatabaseMerge {
  entries: CatalogueEntry[];
  enriched: number;
  added: number;
  /** Entries that do not fit the schema, or that repeat a title already merged. */
  skipped: number;
}

/**
 * Merges anime-offline-database's entries into the other sources' titles by ids only, never by
 * name. A title only it knows joins under its MyAnimeList id, else an id from its other sites'.
 */
export function mergeOfflineDatabase(
  base: readonly CatalogueEntry[],
  rawEntries: readonly unknown[],
): OfflineDatabaseMerge {
  const byId = new Map(base.map((entry) => [entry.id, entry]));
  const index = indexBySite(base);
  const ids = new OfflineDatabaseIds(byId.keys());
  const enrichedIds = new Set<number>();
  const added: CatalogueEntry[] = [];
  let skipped = 0;
  for (const raw of rawEntries) {
    const parsed = parseOfflineDatabaseEntry(raw);
    if (!parsed) {
      skipped++;
      continue;
    }
    const match = matchOf(parsed, index);
    const matched = match === undefined ? undefined : byId.get(match);
    if (matched && !enrichedIds.has(matched.id)) {
      enrichedIds.add(matched.id);
      byId.set(matched.id, enriched(matched, toEntry(parsed, matched.id)));
      continue;
    }
    const id = matched ? null : ids.assign(parsed.sources);
    if (id === null) {
      skipped++;
      continue;
    }
    // No member count is known; the score alone cannot say how many people rated it.
    added.push({ ...toEntry(parsed, id), voteCount: 0 });
  }
  return {
    entries: [...byId.values(), ...added],
    enriched: enrichedIds.size,
    added: added.length,
    skipped,
  };
}
