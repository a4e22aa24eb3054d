import { japanDate } from '../../../shared/broadcast-schedule';
import type { MediaType } from '../../../shared/catalogue-types';
import type { TitleSourceIds } from '../../../shared/lists-api';
import type { TrackedTitleKey } from '../../../shared/tracked-title';
import { BANGUMI_ID_RANGE_START } from './offline/build/merge-sources';
import { CatalogueStore, type MatchRow } from './offline/catalogue-store';
import { compactForSearch } from './offline/search-text';

/** bangumi-data's TMDB reference, read: the show or film, and TMDB's season where it names one. */
export interface TmdbRef {
  mediaType: MediaType;
  id: number;
  /** TMDB's own season number (0 is its specials); null when the reference names none. */
  season: number | null;
}

/** tv/N, tv/N/season/K, tv/N/season/K/episode/E or movie/N. */
const TMDB_REF =
  /^(tv|movie)\/([1-9][0-9]{0,9})(?:\/season\/([0-9]{1,4})(?:\/episode\/[0-9]{1,5})?)?$/;

export function parseTmdbRef(text: string | null): TmdbRef | null {
  const match = text === null ? null : TMDB_REF.exec(text);
  if (!match) return null;
  const mediaType = match[1] as MediaType;
  const season = mediaType === 'tv' && match[3] !== undefined ? Number(match[3]) : null;
  return { mediaType, id: Number(match[2]), season };
}

/**
 * The ids of the titles that may carry a compact name (compactForSearch's form), in ascending
 * order: all of them, and maybe a few more, which `named` then sets aside.
 */
export interface NameCandidates {
  candidates(compact: string): number[];
}

/** Read in a millisecond or two each, so other requests get a turn between them. */
const ID_ROWS_PER_READ = 2_000;

/** The ids a catalogue file's titles may be found by, as sets. */
export interface KnownIds {
  malIds: Set<number>;
  anilistIds: Set<number>;
}

/** A catalogue title as an import sees it. */
export interface CatalogueTitle {
  /** What a list tracks: the show for a later season folded into it (decision 171). */
  key: TrackedTitleKey;
  /** Which season of that show this title is when it is a folded later season, else null. */
  season: number | null;
  malId: number | null;
  anilistId: number | null;
  tmdb: TmdbRef | null;
  /** The year it began, when the catalogue knows it. */
  year: number | null;
  /** The day its first episode aired in Japan (YYYY-MM-DD), when known. */
  beganOn: string | null;
  /** Its own names (not its seasons'), each in compactForSearch's form. */
  compactNames: string[];
}

function japanDateOf(instant: string | null): string | null {
  const time = instant === null ? Number.NaN : Date.parse(instant);
  return Number.isNaN(time) ? null : japanDate(time);
}

function synonymsOf(row: MatchRow): string[] {
  if (row.synonyms === null) return [];
  const parsed: unknown = JSON.parse(row.synonyms);
  return Array.isArray(parsed) ? parsed.filter((name) => typeof name === 'string') : [];
}

function titleOf(row: MatchRow): CatalogueTitle {
  const names = [row.name, row.original_name ?? '', ...synonymsOf(row)];
  const year = row.started_from === null ? null : Number(row.started_from.slice(0, 4));
  return {
    key: { media_type: row.media_type, id: row.show_id ?? row.id },
    season: row.show_id === null ? null : row.season_number,
    malId: row.mal_id,
    anilistId: row.anilist_id,
    tmdb: parseTmdbRef(row.tmdb_ref),
    year: Number.isInteger(year) ? year : null,
    beganOn: japanDateOf(row.begins_at),
    compactNames: [...new Set(names.map(compactForSearch).filter(Boolean))],
  };
}

/**
 * The offline catalogue file read as a map of other sites' ids (MyAnimeList, AniList, TMDB) and
 * exact names to its titles. The list import opens it in either mode: offline its titles are the
 * answer; with TMDB it translates the ids a file carries into TMDB's.
 */
export class CatalogueIds {
  private constructor(private readonly store: CatalogueStore) {}

  /** Throws CatalogueFileError, naming the fix, when the file is missing or outdated. */
  static open(file: string): CatalogueIds {
    return new CatalogueIds(CatalogueStore.open(file));
  }

  close(): void {
    this.store.close();
  }

  /**
   * The title with this MyAnimeList id: the one whose id it is, else the earliest bangumi-data
   * gave it to (decision 170: the first entry of a MyAnimeList id enriches its title).
   */
  byMalId(malId: number): CatalogueTitle | null {
    const row = this.rowByMalId(malId);
    return row ? titleOf(row) : null;
  }

  /**
   * How the catalogue describes the title of a MyAnimeList id (its name, format and length),
   * else the title a list tracks it under, for a line once matched by its name.
   */
  described(
    malId: number,
    trackedId: number,
  ): { name: string; format: string; episodes: number | null } | null {
    const row = this.rowByMalId(malId) ?? this.store.matchRow(trackedId);
    return row ? { name: row.name, format: row.format, episodes: row.episodes } : null;
  }

  /**
   * A tracked title's ids on MyAnimeList, AniList and TMDB where the catalogue knows them: the
   * offline title's own, or, for a TMDB key, the catalogue title carrying that TMDB reference.
   */
  sourceIds(key: TrackedTitleKey, keyedBy: 'offline' | 'tmdb'): TitleSourceIds {
    const tmdbRef = `${key.media_type}/${key.id}`;
    const found =
      keyedBy === 'tmdb' ? this.store.byTmdbRef(tmdbRef)[0] : this.store.matchRow(key.id);
    const row = found?.media_type === key.media_type || keyedBy === 'tmdb' ? found : undefined;
    return {
      myAnimeList: row?.mal_id ?? null,
      aniList: row?.anilist_id ?? null,
      tmdb: keyedBy === 'tmdb' ? tmdbRef : (row?.tmdb_ref ?? null),
    };
  }

  private rowByMalId(malId: number): MatchRow | undefined {
    const own = malId < BANGUMI_ID_RANGE_START ? this.store.matchRow(malId) : undefined;
    return own ?? this.store.byExternalId('mal_id', malId)[0];
  }

  /**
   * Every MyAnimeList and AniList id `byMalId` and `byAnilistId` can find a title by, and maybe a
   * few more: read at once for an import, whose thousands of ids would otherwise each cost a
   * query even when no title carries them. `pause` gives other requests a turn between reads.
   */
  async knownIds(pause: () => Promise<void>): Promise<KnownIds> {
    const known: KnownIds = { malIds: new Set(), anilistIds: new Set() };
    let after = 0;
    for (;;) {
      const rows = this.store.idColumnsAfter(after, ID_ROWS_PER_READ);
      for (const row of rows) {
        if (row.id < BANGUMI_ID_RANGE_START) known.malIds.add(row.id);
        if (row.mal_id !== null) known.malIds.add(row.mal_id);
        if (row.anilist_id !== null) known.anilistIds.add(row.anilist_id);
      }
      const last = rows.at(-1);
      if (!last || rows.length < ID_ROWS_PER_READ) return known;
      after = last.id;
      await pause();
    }
  }

  /** The earliest title carrying this AniList id, by the same rule. */
  byAnilistId(anilistId: number): CatalogueTitle | null {
    const row = this.store.byExternalId('anilist_id', anilistId)[0];
    return row ? titleOf(row) : null;
  }

  /** The earliest title carrying this AniDB anime id (media servers' anime libraries). */
  byAnidbId(anidbId: number): CatalogueTitle | null {
    const row = this.store.byExternalId('anidb_id', anidbId)[0];
    return row ? titleOf(row) : null;
  }

  /** The earliest film whose TMDB reference is `movie/{tmdbId}`. */
  byTmdbMovie(tmdbId: number): CatalogueTitle | null {
    const row = this.store.byTmdbRef(`movie/${tmdbId}`)[0];
    return row ? titleOf(row) : null;
  }

  /**
   * Every title one of whose own names is `name`, once punctuation, case and spaces are gone:
   * among the in-memory index's candidates when one is given, else through the file's index.
   */
  named(name: string, index?: NameCandidates): CatalogueTitle[] {
    const compact = compactForSearch(name);
    if (compact === '') return [];
    const rows = index
      ? index.candidates(compact).flatMap((id) => this.store.matchRow(id) ?? [])
      : this.store.byCompactName(compact);
    return rows.map(titleOf).filter((title) => title.compactNames.includes(compact));
  }
}
