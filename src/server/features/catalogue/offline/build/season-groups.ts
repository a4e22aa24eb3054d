import type { CatalogueEntry } from './catalogue-entry';

/** Where a title sits when titles sharing a TMDB show are presented as one show (decision 171). */
export interface SeasonPlace {
  /** The show's id: its first season's title id. */
  showId: number;
  /** 1 for the show's own title, then in the order the seasons began. */
  seasonNumber: number;
}

const SERIAL_FORMATS = new Set(['TV', 'TV_SHORT', 'ONA', 'UNKNOWN']);
/** 'tv/N' or 'tv/N/season/K' with K ≥ 1; specials (season 0) and single episodes stay apart. */
const TMDB_SHOW = /^tv\/([1-9][0-9]*)(?:\/season\/([1-9][0-9]*))?$/;

function beginOf(entry: CatalogueEntry): number {
  return entry.beginsAt ? Date.parse(entry.beginsAt) : Number.POSITIVE_INFINITY;
}

/**
 * bangumi-data lists every cour or season as its own title, often with one TMDB show id between
 * them (Frieren and its second season both carry tv/209867). Those become one show, with the
 * seasons in the order they began. Films and titles alone on their TMDB id stay single titles.
 */
export function seasonGroups(entries: readonly CatalogueEntry[]): Map<number, SeasonPlace> {
  const groups = new Map<string, CatalogueEntry[]>();
  for (const entry of entries) {
    if (entry.mediaType !== 'tv' || !SERIAL_FORMATS.has(entry.format)) continue;
    const show = entry.externalIds.tmdb?.match(TMDB_SHOW)?.[1];
    if (show === undefined) continue;
    groups.set(show, [...(groups.get(show) ?? []), entry]);
  }
  const places = new Map<number, SeasonPlace>();
  for (const group of groups.values()) {
    group.sort((a, b) => beginOf(a) - beginOf(b) || a.id - b.id);
    for (const members of shows(group)) {
      if (members.length < 2) continue;
      const showId = members[0]?.id ?? 0;
      members.forEach((member, index) => {
        places.set(member.id, { showId, seasonNumber: index + 1 });
      });
    }
  }
  return places;
}

/**
 * The shows one TMDB show's titles make, in begin order. Where its first title has no
 * MyAnimeList id but later ones do, bangumi-data left the first without one although
 * MyAnimeList lists it under its own id, a catalogue title of its own (Lupin III 1971 is 1412,
 * bangumi-data's copy has none): the titles with MyAnimeList ids make their own show, led by
 * the earliest of them, so Lupin III (2015) never lands on the 1971 copy (decision 400).
 */
function shows(group: CatalogueEntry[]): CatalogueEntry[][] {
  const hasMalId = (entry: CatalogueEntry) => entry.externalIds.mal !== null;
  if (group[0] === undefined || hasMalId(group[0]) || !group.some(hasMalId)) return [group];
  return [group.filter((entry) => !hasMalId(entry)), group.filter(hasMalId)];
}
