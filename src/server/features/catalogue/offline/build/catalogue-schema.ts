/**
 * The catalogue file's layout. Dates are ISO strings at season precision (decision 036) unless a
 * source dates the title exactly (begins_at/ends_at, bangumi-data): started_from/started_to span
 * the days a title may have begun airing; aired_to is open-ended ('9999-12-31') while it still
 * airs. show_id is set on the later seasons of a show (decision 171), which lists leave out;
 * season_started_from is when a show's latest season began (the title's own start otherwise).
 */
export const CATALOGUE_TABLES = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

CREATE TABLE titles (
  id INTEGER PRIMARY KEY,
  media_type TEXT NOT NULL CHECK (media_type IN ('tv', 'movie')),
  format TEXT NOT NULL,
  name TEXT NOT NULL,
  search_name TEXT NOT NULL,
  search_synonyms TEXT NOT NULL,
  synonyms TEXT,
  studios TEXT,
  genre_ids TEXT NOT NULL,
  episodes INTEGER,
  duration_minutes INTEGER,
  score REAL,
  vote_count INTEGER NOT NULL,
  popularity REAL NOT NULL,
  trending REAL NOT NULL,
  score_trusted INTEGER NOT NULL,
  adult INTEGER NOT NULL,
  status TEXT NOT NULL,
  year INTEGER,
  season TEXT,
  started_from TEXT,
  started_to TEXT,
  aired_to TEXT,
  poster_url TEXT,
  sources TEXT NOT NULL,
  original_name TEXT,
  search_compact TEXT NOT NULL,
  mal_id INTEGER,
  anilist_id INTEGER,
  anidb_id INTEGER,
  tmdb_ref TEXT,
  begins_at TEXT,
  ends_at TEXT,
  broadcast_anchor TEXT,
  broadcast_days INTEGER,
  long_runner INTEGER NOT NULL,
  services TEXT NOT NULL,
  service_count INTEGER NOT NULL,
  show_id INTEGER,
  season_number INTEGER NOT NULL,
  season_started_from TEXT,
  romaji_name TEXT,
  english_name TEXT
);

CREATE TABLE genres (
  media_type TEXT NOT NULL,
  id INTEGER NOT NULL,
  name TEXT NOT NULL,
  listed INTEGER NOT NULL,
  PRIMARY KEY (media_type, id)
) WITHOUT ROWID;
CREATE TABLE title_genres (
  title_id INTEGER NOT NULL REFERENCES titles (id),
  genre_id INTEGER NOT NULL,
  PRIMARY KEY (title_id, genre_id)
) WITHOUT ROWID;

CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE title_tags (
  title_id INTEGER NOT NULL REFERENCES titles (id),
  tag_id INTEGER NOT NULL REFERENCES tags (id),
  PRIMARY KEY (title_id, tag_id)
) WITHOUT ROWID;

CREATE TABLE relations (
  title_id INTEGER NOT NULL REFERENCES titles (id),
  related_id INTEGER NOT NULL REFERENCES titles (id),
  PRIMARY KEY (title_id, related_id)
) WITHOUT ROWID;

-- Prefix indexes from one character: a query's last word is often one letter typed so far
-- ("kimi n"), and without one FTS5 merges every term that letter starts.
CREATE VIRTUAL TABLE titles_search USING fts5 (
  name, synonyms,
  content = '', columnsize = 0, detail = none,
  prefix = '1 2 3', tokenize = 'unicode61 remove_diacritics 2'
);

-- search_compact's text ('|name|other name|'), indexed by its runs of three characters: a phrase
-- finds the titles holding it inside, at the start ('|name') or as the whole ('|name|') of a
-- compact name, without reading the titles table (decision 346).
CREATE VIRTUAL TABLE titles_compact USING fts5 (
  compact,
  content = '', columnsize = 0, tokenize = 'trigram'
);
`;

/** Created after the rows are in: building an index once beats updating it per row. */
export const CATALOGUE_INDEXES = `
CREATE INDEX titles_by_popularity ON titles (media_type, popularity DESC, score DESC, id);
CREATE INDEX titles_by_score ON titles
  (media_type, score_trusted DESC, coalesce(score, 0) DESC, popularity DESC, id);
CREATE INDEX titles_by_trending ON titles (media_type, trending DESC, id);
CREATE INDEX titles_by_vote_count ON titles (media_type, vote_count DESC, id);
CREATE INDEX titles_by_start ON titles (media_type, started_from);
CREATE INDEX titles_by_airing_end ON titles (media_type, aired_to);
CREATE INDEX titles_by_year ON titles (media_type, year);
CREATE INDEX titles_by_name ON titles (media_type, name COLLATE NOCASE, id);
CREATE INDEX title_genres_by_genre ON title_genres (genre_id, title_id);
CREATE INDEX titles_by_mal_id ON titles (mal_id);
CREATE INDEX titles_by_anilist_id ON titles (anilist_id);
CREATE INDEX titles_by_anidb_id ON titles (anidb_id);
CREATE INDEX titles_by_show ON titles (show_id, season_number);
`;
