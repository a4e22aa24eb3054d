import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Genre, MediaType } from '../../../../../shared/catalogue-types';
import { metaRows, type CatalogueMeta } from '../catalogue-meta';
import { compactForSearch, normaliseForSearch, SYNONYM_SEPARATOR } from '../search-text';
import { airingSpan } from './airing-span';
import type { CatalogueEntry, CatalogueInput } from './catalogue-entry';
import { CATALOGUE_INDEXES, CATALOGUE_TABLES } from './catalogue-schema';
import { writeDiscoverIndex } from './discover-index-writer';
import { EVERY_TITLE_GENRE_ID, genresFor } from './genre-map';
import { relatedTitles } from './related-titles';
import { seasonGroups, type SeasonPlace } from './season-groups';

/** Score-weighted popularity: what "trending" means in a dataset without dates (decision 033). */
function trendingFigure(entry: CatalogueEntry): number {
  return entry.popularity * ((entry.score ?? 0) / 10) ** 4;
}

function json(value: unknown[] | null): string | null {
  return value === null ? null : JSON.stringify(value);
}

function namesOf(entry: CatalogueEntry): string[] {
  return [
    entry.name,
    ...(entry.originalName ? [entry.originalName] : []),
    ...(entry.synonyms ?? []),
  ];
}

/** A show is found by the names of all its seasons, which lists never show on their own. */
function searchNamesByShow(
  entries: readonly CatalogueEntry[],
  places: ReadonlyMap<number, SeasonPlace>,
): Map<number, string[]> {
  const names = new Map<number, string[]>();
  for (const entry of entries) {
    const place = places.get(entry.id);
    const owner = place?.showId ?? entry.id;
    names.set(owner, [
      ...(names.get(owner) ?? []),
      ...namesOf(entry).slice(owner === entry.id ? 1 : 0),
    ]);
  }
  return names;
}

/**
 * A show airs until its last season stops: discover's date ranges find it while any season airs.
 * Its latest season's start is when the "now" rows count it as this season's show.
 */
function showAiringEnds(
  entries: readonly CatalogueEntry[],
  places: ReadonlyMap<number, SeasonPlace>,
): Map<number, { airedTo?: string; seasonStartedFrom?: string }> {
  const ends = new Map<number, { airedTo?: string; seasonStartedFrom?: string }>();
  for (const entry of entries) {
    const place = places.get(entry.id);
    if (!place) continue;
    const { airedTo, startedFrom } = airingSpan(entry);
    const known = ends.get(place.showId) ?? {};
    ends.set(place.showId, {
      ...known,
      ...(airedTo !== null && airedTo > (known.airedTo ?? '') ? { airedTo } : {}),
      ...(startedFrom !== null && startedFrom > (known.seasonStartedFrom ?? '')
        ? { seasonStartedFrom: startedFrom }
        : {}),
    });
  }
  return ends;
}

function insertEverything(connection: SQLite.Database, input: CatalogueInput, meta: CatalogueMeta) {
  const insertTitle = connection.prepare(`
    INSERT INTO titles (id, media_type, format, name, search_name, search_synonyms, synonyms,
      studios, genre_ids, episodes, duration_minutes, score, vote_count, popularity, trending,
      score_trusted, adult, status, year, season, started_from, started_to, aired_to, poster_url,
      sources, original_name, search_compact, mal_id, anilist_id, anidb_id, tmdb_ref, begins_at,
      ends_at, broadcast_anchor, broadcast_days, long_runner, services, service_count, show_id,
      season_number, season_started_from, romaji_name, english_name)
    VALUES (@id, @mediaType, @format, @name, @searchName, @searchSynonyms, @synonyms, @studios,
      @genreIds, @episodes, @durationMinutes, @score, @voteCount, @popularity, @trending,
      @scoreTrusted, @adult, @status, @year, @season, @startedFrom, @startedTo, @airedTo,
      @posterUrl, @sources, @originalName, @searchCompact, @malId, @anilistId, @anidbId, @tmdbRef,
      @beginsAt, @endsAt, @broadcastAnchor, @broadcastDays, @longRunner, @services,
      @serviceCount, @showId, @seasonNumber, @seasonStartedFrom, @romajiName, @englishName)`);
  const insertSearch = connection.prepare(
    'INSERT INTO titles_search (rowid, name, synonyms) VALUES (?, ?, ?)',
  );
  const insertCompact = connection.prepare(
    'INSERT INTO titles_compact (rowid, compact) VALUES (?, ?)',
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

  const places = seasonGroups(input.entries);
  const searchNames = searchNamesByShow(input.entries, places);
  const showSpans = showAiringEnds(input.entries, places);
  // FTS5 flushes its pending index whenever a rowid is lower than the last: insert in id order.
  const inIdOrder = [...input.entries].sort((a, b) => a.id - b.id);
  for (const entry of inIdOrder) {
    const genres = genresFor(entry.genreNames);
    const genreIds = [EVERY_TITLE_GENRE_ID, ...genres.map((genre) => genre.id)];
    const otherNames = searchNames.get(entry.id) ?? [];
    const searchName = normaliseForSearch(entry.name);
    const searchSynonyms = [...new Set(otherNames.map(normaliseForSearch).filter(Boolean))];
    const compactNames = [...new Set([entry.name, ...otherNames].map(compactForSearch))];
    const place = places.get(entry.id);
    const span = {
      ...airingSpan(entry),
      seasonStartedFrom: airingSpan(entry).startedFrom,
      ...showSpans.get(entry.id),
    };
    const searchCompact = `${SYNONYM_SEPARATOR}${compactNames.filter(Boolean).join(SYNONYM_SEPARATOR)}${SYNONYM_SEPARATOR}`;
    const ids = entry.externalIds;
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
      genreIds: JSON.stringify(genreIds),
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
      originalName: entry.originalName,
      searchCompact,
      malId: ids.mal,
      anilistId: ids.anilist,
      anidbId: ids.anidb,
      tmdbRef: ids.tmdb,
      beginsAt: entry.beginsAt,
      endsAt: entry.endsAt,
      broadcastAnchor: entry.broadcast?.anchor ?? null,
      broadcastDays: entry.broadcast?.periodDays ?? null,
      longRunner: entry.longRunner ? 1 : 0,
      services: JSON.stringify(entry.services),
      serviceCount: new Set(entry.services.map((service) => service.site)).size,
      showId: place && place.showId !== entry.id ? place.showId : null,
      seasonNumber: place?.seasonNumber ?? 1,
      seasonStartedFrom: span.seasonStartedFrom,
      romajiName: entry.romajiName ?? null,
      englishName: entry.englishName ?? null,
    });
    // The index holds folded text, so a query folded the same way matches whatever its form.
    insertSearch.run(entry.id, searchName, searchSynonyms.join(' '));
    insertCompact.run(entry.id, searchCompact);
    for (const genreId of genreIds) insertTitleGenre.run(entry.id, genreId);
    for (const genre of genres) {
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
    writeDiscoverIndex(connection);
    connection.exec("INSERT INTO titles_search (titles_search) VALUES ('optimize')");
    connection.exec("INSERT INTO titles_compact (titles_compact) VALUES ('optimize')");
    connection.exec('ANALYZE');
    connection.close();
    fs.renameSync(temporary, outFile);
  } catch (error) {
    if (connection.open) connection.close();
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}
