import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Genre, MediaType } from '../../../../../shared/catalogue-types';
import { metaRows, type CatalogueMeta } from '../catalogue-meta';
import { normaliseForSearch, SYNONYM_SEPARATOR } from '../search-text';
import { airingSpan } from './airing-span';
import type { CatalogueEntry, CatalogueInput } from './catalogue-entry';
import { CATALOGUE_INDEXES, CATALOGUE_TABLES } from './catalogue-schema';
import { genresFor } from './genre-map';
import { relatedTitles } from './related-titles';

/** Score-weighted popularity: what "trending" means in a dataset without dates (decision 033). */
function trendingFigure(entry: CatalogueEntry): number {
  return entry.popularity * ((entry.score ?? 0) / 10) ** 4;
}

function json(value: unknown[] | null): string | null {
  return value === null ? null : JSON.stringify(value);
}

function insertEverything(connection: SQLite.Database, input: CatalogueInput, meta: CatalogueMeta) {
  const insertTitle = connection.prepare(`
    INSERT INTO titles (id, media_type, format, name, search_name, search_synonyms, synonyms,
      studios, genre_ids, episodes, duration_minutes, score, vote_count, popularity, trending,
      score_trusted, adult, status, year, season, started_from, started_to, aired_to, poster_url,
      sources)
    VALUES (@id, @mediaType, @format, @name, @searchName, @searchSynonyms, @synonyms, @studios,
      @genreIds, @episodes, @durationMinutes, @score, @voteCount, @popularity, @trending,
      @scoreTrusted, @adult, @status, @year, @season, @startedFrom, @startedTo, @airedTo,
      @posterUrl, @sources)`);
  const insertSearch = connection.prepare(
    'INSERT INTO titles_search (rowid, name, synonyms) VALUES (?, ?, ?)',
  );
  const insertTitleGenre = connection.prepare('INSERT INTO title_genres VALUES (?, ?)');
  const insertGenre = connection.prepare('INSERT INTO genres VALUES (?, ?, ?, ?)');
  const insertTag = connection.prepare('INSERT INTO tags (name) VALUES (?)');
  const insertTitleTag = connection.prepare('INSERT INTO title_tags VALUES (?, ?)');
  const insertRelation = connection.prepare('INSERT INTO relations VALUES (?, ?)');
  const insertMeta = connection.prepare('INSERT INTO meta VALUES (?, ?)');
  const tagIds = new Map<string, number>();
  const genresInUse = new Map<
    string,
    { mediaType: MediaType; genre: Genre; onNonAdultTitle: boolean }
  >();

  // FTS5 flushes its pending index whenever a rowid is lower than the last: insert in id order.
  const inIdOrder = [...input.entries].sort((a, b) => a.id - b.id);
  for (const entry of inIdOrder) {
    const genres = genresFor(entry.genreNames, entry.mediaType);
    const synonyms = entry.synonyms ?? [];
    const searchName = normaliseForSearch(entry.name);
    const searchSynonyms = synonyms.map(normaliseForSearch).filter(Boolean);
    const span = airingSpan(entry);
    // Only the bound columns: better-sqlite3 pays for every extra key of a parameter object.
    insertTitle.run({
      id: entry.id,
      mediaType: entry.mediaType,
      format: entry.format,
      name: entry.name,
      searchName,
      searchSynonyms: `${SYNONYM_SEPARATOR}${searchSynonyms.join(SYNONYM_SEPARATOR)}${SYNONYM_SEPARATOR}`,
      synonyms: json(entry.synonyms),
      studios: json(entry.studios),
      genreIds: JSON.stringify(genres.map((genre) => genre.id)),
      episodes: entry.episodes,
      durationMinutes: entry.durationMinutes,
      score: entry.score,
      voteCount: entry.voteCount,
      popularity: entry.popularity,
      trending: trendingFigure(entry),
      scoreTrusted: entry.scoreTrusted ? 1 : 0,
      adult: entry.adult ? 1 : 0,
      status: entry.status,
      year: entry.year,
      season: entry.season,
      startedFrom: span.startedFrom,
      startedTo: span.startedTo,
      airedTo: span.airedTo,
      posterUrl: entry.posterUrl,
      sources: JSON.stringify(entry.sources),
    });
    // The index holds folded text, so a query folded the same way matches whatever its form.
    insertSearch.run(entry.id, searchName, searchSynonyms.join(' '));
    for (const genre of genres) {
      insertTitleGenre.run(entry.id, genre.id);
      const key = `${entry.mediaType} ${genre.id}`;
      const seen = genresInUse.get(key);
      genresInUse.set(key, {
        mediaType: entry.mediaType,
        genre,
        onNonAdultTitle: (seen?.onNonAdultTitle ?? false) || !entry.adult,
      });
    }
    for (const tag of entry.tags) {
      let tagId = tagIds.get(tag);
      if (tagId === undefined) {
        tagId = Number(insertTag.run(tag).lastInsertRowid);
        tagIds.set(tag, tagId);
      }
      insertTitleTag.run(entry.id, tagId);
    }
  }
  // A genre found only on adult titles stays out of the genre lists everyone sees.
  for (const { mediaType, genre, onNonAdultTitle } of genresInUse.values()) {
    insertGenre.run(mediaType, genre.id, genre.name, onNonAdultTitle ? 1 : 0);
  }
  for (const [id, related] of relatedTitles(input)) {
    for (const relatedId of related) insertRelation.run(id, relatedId);
  }
  for (const [key, value] of metaRows(meta)) insertMeta.run(key, value);
}

/**
 * Writes the catalogue to a temporary file beside `outFile` and renames it into place, so a
 * running server or a failed build never sees a half-written catalogue.
 */
export function writeCatalogue(input: CatalogueInput, meta: CatalogueMeta, outFile: string): void {
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  const temporary = `${outFile}.building-${process.pid}`;
  fs.rmSync(temporary, { force: true });
  const connection = new SQLite(temporary);
  try {
    // Durability pragmas are off: the file only counts once it is complete and renamed.
    connection.pragma('journal_mode = OFF');
    connection.pragma('synchronous = OFF');
    connection.exec(CATALOGUE_TABLES);
    connection.transaction(() => insertEverything(connection, input, meta))();
    connection.exec(CATALOGUE_INDEXES);
    connection.exec("INSERT INTO titles_search (titles_search) VALUES ('optimize')");
    connection.exec('ANALYZE');
    connection.close();
    fs.renameSync(temporary, outFile);
  } catch (error) {
    if (connection.open) connection.close();
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}
