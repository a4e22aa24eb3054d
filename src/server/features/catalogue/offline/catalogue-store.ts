import fs from 'node:fs';
import SQLite, { type Database, type Statement } from 'better-sqlite3';
import type { Genre, MediaType, TitleFormat } from '../../../../shared/catalogue-types';
import {
  CATALOGUE_SCHEMA_VERSION,
  CatalogueFileError,
  readCatalogueMeta,
  type CatalogueMeta,
} from './catalogue-meta';
import { PAGE_SIZE } from './paging';
import { wholeCompactName } from './compact-match';

/** One row of the titles table, as the builder wrote it. */
export interface TitleRow {
  id: number;
  media_type: MediaType;
  format: TitleFormat;
  name: string;
  synonyms: string | null;
  studios: string | null;
  genre_ids: string;
  episodes: number | null;
  duration_minutes: number | null;
  score: number | null;
  vote_count: number;
  popularity: number;
  adult: 0 | 1;
  status: 'FINISHED' | 'ONGOING' | 'UPCOMING' | 'UNKNOWN';
  started_from: string | null;
  aired_to: string | null;
  poster_url: string | null;
  sources: string;
  original_name: string | null;
  romaji_name: string | null;
  english_name: string | null;
  mal_id: number | null;
  anilist_id: number | null;
  anidb_id: number | null;
  tmdb_ref: string | null;
  begins_at: string | null;
  ends_at: string | null;
  broadcast_anchor: string | null;
  broadcast_days: number | null;
  long_runner: 0 | 1;
  services: string;
  show_id: number | null;
  season_number: number;
}

/** A title's own id and the MyAnimeList and AniList ids it carries. */
export interface TitleIdColumns {
  id: number;
  mal_id: number | null;
  anilist_id: number | null;
}

/** The other sites' ids a title can be found by (each column indexed). */
export type ExternalIdColumn = 'mal_id' | 'anilist_id' | 'anidb_id';

/**
 * What matching a list's line to a title reads of it: its ids, names, kind and dates. An import
 * reads one per line, and the whole row would be twice as many columns, most of them text.
 */
const MATCH_COLUMNS = [
  'id',
  'media_type',
  'format',
  'name',
  'original_name',
  'synonyms',
  'episodes',
  'started_from',
  'begins_at',
  'mal_id',
  'anilist_id',
  'tmdb_ref',
  'show_id',
  'season_number',
] as const;
const MATCH_SELECT = MATCH_COLUMNS.join(', ');

export type MatchRow = Pick<TitleRow, (typeof MATCH_COLUMNS)[number]>;

export type SqlValues = Record<string, string | number | null>;

/** The opened catalogue file: read-only, its statements prepared once and reused. */
export class CatalogueStore {
  private readonly statements = new Map<string, Statement>();
  private readonly genres: Record<MediaType, Map<number, Genre>>;
  /** The genre/{type}/list answers: genres found on at least one title that is not adult. */
  readonly genreLists: Record<MediaType, Genre[]>;

  private constructor(
    private readonly connection: Database,
    readonly meta: CatalogueMeta,
  ) {
    const rows = connection
      .prepare('SELECT media_type, id, name, listed FROM genres ORDER BY name, id')
      .all() as { media_type: MediaType; id: number; name: string; listed: 0 | 1 }[];
    const byType = (mediaType: MediaType) => rows.filter((row) => row.media_type === mediaType);
    this.genres = {
      tv: new Map(byType('tv').map(({ id, name }) => [id, { id, name }])),
      movie: new Map(byType('movie').map(({ id, name }) => [id, { id, name }])),
    };
    const listed = (mediaType: MediaType) =>
      byType(mediaType)
        .filter((row) => row.listed === 1)
        .map(({ id, name }) => ({ id, name }));
    this.genreLists = { tv: listed('tv'), movie: listed('movie') };
  }

  /** Opens the file read-only. */
  static open(file: string): CatalogueStore {
    if (!fs.existsSync(file)) {
      throw new CatalogueFileError(
        file,
        'there is no file there. Build it with "npm run catalogue:build" (or "npm run build").',
      );
    }
    const connection = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      const meta = readCatalogueMeta(connection, file);
      if (meta.schemaVersion !== CATALOGUE_SCHEMA_VERSION) {
        throw new CatalogueFileError(
          file,
          `it was built in an older layout (${meta.schemaVersion}, now ${CATALOGUE_SCHEMA_VERSION}). ` +
            `Rebuild it with "npm run catalogue:build -- ${meta.bundled ? '' : meta.sourceFile}".`,
        );
      }
      return new CatalogueStore(connection, meta);
    } catch (error) {
      connection.close();
      throw error;
    }
  }

  close(): void {
    this.connection.close();
  }

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.connection.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  genre(mediaType: MediaType, id: number): Genre | undefined {
    return this.genres[mediaType].get(id);
  }

  title(id: number): TitleRow | undefined {
    return this.statement('SELECT * FROM titles WHERE id = ?').get(id) as TitleRow | undefined;
  }

  /** The titles with these ids, in the order given (one page of discover: a handful). */
  titlesById(ids: readonly number[]): TitleRow[] {
    if (ids.length === 0) return [];
    const rows = this.statement(
      'SELECT * FROM titles WHERE id IN (SELECT value FROM json_each(?))',
    ).all(JSON.stringify(ids)) as TitleRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** discover's precomputed index, as the build wrote it (discover-index.ts). */
  discoverIndexBlobs(): Map<string, Uint8Array> {
    const rows = this.statement('SELECT name, data FROM discover_index').all() as {
      name: string;
      data: Uint8Array;
    }[];
    return new Map(rows.map(({ name, data }) => [name, data]));
  }

  /** A show's seasons in order: the title itself, then the later seasons folded into it. */
  seasons(showId: number): TitleRow[] {
    return this.statement(
      'SELECT * FROM titles WHERE id = :id OR show_id = :id ORDER BY season_number, id',
    ).all({ id: showId }) as TitleRow[];
  }

  /** The title with this id, as far as matching reads it. */
  matchRow(id: number): MatchRow | undefined {
    return this.statement(`SELECT ${MATCH_SELECT} FROM titles WHERE id = ?`).get(id) as
      MatchRow | undefined;
  }

  /** Titles carrying another site's id, the earliest first, as far as matching reads them. */
  byExternalId(column: ExternalIdColumn, id: number): MatchRow[] {
    return this.statement(
      `SELECT ${MATCH_SELECT} FROM titles WHERE ${column} = ? ORDER BY begins_at IS NULL, begins_at, id`,
    ).all(id) as MatchRow[];
  }

  /** Titles' own ids with their MyAnimeList and AniList ids, `limit` of them after `after`. */
  idColumnsAfter(after: number, limit: number): TitleIdColumns[] {
    return this.statement(
      'SELECT id, mal_id, anilist_id FROM titles WHERE id > ? ORDER BY id LIMIT ?',
    ).all(after, limit) as TitleIdColumns[];
  }

  /** Titles bangumi-data gives this TMDB reference (`movie/N`), the earliest first. */
  byTmdbRef(ref: string): TitleRow[] {
    return this.statement(
      'SELECT * FROM titles WHERE tmdb_ref = ? ORDER BY begins_at IS NULL, begins_at, id',
    ).all(ref) as TitleRow[];
  }

  related(id: number, includeAdult: boolean): TitleRow[] {
    return this.statement(
      `SELECT t.* FROM relations r JOIN titles t ON t.id = r.related_id
       WHERE r.title_id = ? AND t.adult <= ? AND t.show_id IS NULL
       ORDER BY t.popularity DESC, t.id`,
    ).all(id, includeAdult ? 1 : 0) as TitleRow[];
  }

  tags(id: number): string[] {
    const rows = this.statement(
      `SELECT name FROM tags JOIN title_tags ON title_tags.tag_id = tags.id
       WHERE title_tags.title_id = ? ORDER BY name`,
    ).all(id) as { name: string }[];
    return rows.map((row) => row.name);
  }

  /**
   * One page of titles and the total. `from` is the FROM…WHERE part (the titles table aliased
   * `t`), `rank` any extra selected ranking columns, `order` the ORDER BY list; all come from fixed
   * fragments in code, never from request text, which only ever arrives in `values`. The matches
   * are ranked and counted in one pass, carrying their ids only; the page's rows are read by id.
   */
  page(
    query: { from: string; rank?: string; order: string },
    values: SqlValues,
    page: number,
  ): { rows: TitleRow[]; total: number } {
    const rank = query.rank ? `, ${query.rank}` : '';
    const ranked = this.statement(
      `SELECT t.id, count(*) OVER () AS matches${rank} ${query.from}
       ORDER BY ${query.order} LIMIT ${PAGE_SIZE} OFFSET :offset`,
    ).all({ ...values, offset: (page - 1) * PAGE_SIZE }) as { id: number; matches: number }[];
    // A page past the last match has no row to carry the count.
    const total =
      ranked[0]?.matches ??
      (this.statement(`SELECT count(*) AS total ${query.from}`).get(values) as { total: number })
        .total;
    return { rows: this.titlesById(ranked.map((row) => row.id)), total };
  }

  /**
   * Titles one of whose compact names is exactly `compact` (compactForSearch's form). A show's
   * compact names include its seasons' names, so callers check which title the name is its own.
   */
  byCompactName(compact: string): TitleRow[] {
    return this.statement(
      `SELECT * FROM titles WHERE id IN
        (SELECT rowid FROM titles_compact WHERE titles_compact MATCH :name) ORDER BY id`,
    ).all({ name: wholeCompactName(compact) }) as TitleRow[];
  }
}
