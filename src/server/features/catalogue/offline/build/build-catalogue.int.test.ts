import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueFileError, readCatalogueMeta } from '../catalogue-meta';
import {
  BUILDS_A_CATALOGUE_MS,
  BUNDLED_CSV,
  OFFLINE_DATABASE_FIXTURE,
  buildFrom,
  fixtureAs,
  temporaryDirectory,
  type TemporaryDirectory,
} from '../test-catalogues';
import { bundledScheduleSource } from './build-catalogue';
import { ensureCatalogue } from './ensure-catalogue';
import { CatalogueInputError } from './read-input';

interface Row {
  id: number;
  media_type: string;
  format: string;
  name: string;
  genre_ids: string;
  episodes: number | null;
  score: number | null;
  vote_count: number;
  popularity: number;
  adult: number;
  year: number | null;
  season: string | null;
  started_from: string | null;
  aired_to: string | null;
  poster_url: string | null;
  synonyms: string | null;
  duration_minutes: number | null;
}

let directory: TemporaryDirectory;
beforeAll(() => {
  directory = temporaryDirectory();
});
afterAll(() => directory.remove());

function open(file: string) {
  const connection = new SQLite(file, { readonly: true });
  return {
    connection,
    meta: readCatalogueMeta(connection, file),
    title: (id: number) => connection.prepare('SELECT * FROM titles WHERE id = ?').get(id) as Row,
    count: (sql: string, ...values: unknown[]) =>
      (connection.prepare(sql).get(...values) as { n: number }).n,
    related: (id: number) =>
      (
        connection.prepare('SELECT related_id FROM relations WHERE title_id = ?').all(id) as {
          related_id: number;
        }[]
      ).map((row) => row.related_id),
  };
}

describe('building from the bundled Anime Recommendations Database CSV', () => {
  let catalogue: ReturnType<typeof open>;
  beforeAll(() => {
    const report = buildFrom(BUNDLED_CSV, directory.file('csv.db'), true);
    expect(report).toMatchObject({ kind: 'anime-recommendations-database', rowCount: 12_294 });
    catalogue = open(directory.file('csv.db'));
  });
  afterAll(() => catalogue.connection.close());

  it('records the source, its credit and what it cannot tell', () => {
    expect(catalogue.meta).toMatchObject({
      sourceKind: 'anime-recommendations-database',
      sourceFile: 'anime-recommendations-database.csv.gz',
      bundled: true,
      rowCount: 12_294,
      attributions: [
        {
          text: 'Catalogue data: Anime Recommendations Database (MyAnimeList data), Kaggle',
          url: 'https://www.kaggle.com/CooperUnion/anime-recommendations-database',
        },
      ],
      capabilities: {
        posters: false,
        airDates: false,
        seasons: false,
        years: false,
        relations: false,
        tags: false,
      },
    });
    expect(catalogue.count('SELECT count(*) AS n FROM titles')).toBe(12_294);
    expect(fs.readdirSync(directory.dir).filter((name) => name.includes('.building-'))).toEqual([]);
  });

  it('decodes HTML entities in names', () => {
    expect(catalogue.title(9969).name).toBe("Gintama'");
    expect(catalogue.title(9941).name).toBe('Tiger & Bunny');
    expect(catalogue.count("SELECT count(*) AS n FROM titles WHERE name LIKE '%&#039;%'")).toBe(0);
    expect(catalogue.count("SELECT count(*) AS n FROM titles WHERE name LIKE '%&amp;%'")).toBe(0);
  });

  it('flags exactly the titles with the Hentai genre as adult', () => {
    expect(catalogue.count('SELECT count(*) AS n FROM titles WHERE adult = 1')).toBe(1141);
    expect(catalogue.title(11879).adult).toBe(1);
    // "Hentai" in a name is no genre.
    expect(catalogue.title(15225).adult).toBe(0);
  });

  it('maps MyAnimeList types onto media types, keeping the format', () => {
    expect(catalogue.title(32281)).toMatchObject({ media_type: 'movie', format: 'MOVIE' });
    expect(catalogue.title(5114)).toMatchObject({ media_type: 'tv', format: 'TV' });
    expect(catalogue.title(820)).toMatchObject({ media_type: 'tv', format: 'OVA' });
    const formats = catalogue.connection
      .prepare('SELECT format, media_type, count(*) AS n FROM titles GROUP BY format, media_type')
      .all();
    expect(formats).toEqual(
      expect.arrayContaining([
        { format: 'MOVIE', media_type: 'movie', n: 2348 },
        { format: 'SPECIAL', media_type: 'tv', n: 1676 },
        { format: 'MUSIC', media_type: 'tv', n: 488 },
        { format: 'UNKNOWN', media_type: 'tv', n: 25 },
      ]),
    );
  });

  it('maps genres onto one set, the same ids on TV and films, Animation kept only as a filter id', () => {
    // Kimi no Na wa. (Movie): Drama, Romance, School, Supernatural.
    expect(JSON.parse(catalogue.title(32281).genre_ids)).toEqual([
      16, 18, 10749, 1_000_017, 1_000_027,
    ]);
    // FMA: Brotherhood (TV): Action, Adventure, Drama, Fantasy, Magic (now Fantasy), Military, Shounen.
    expect(JSON.parse(catalogue.title(5114).genre_ids)).toEqual([
      16, 28, 12, 18, 14, 1_000_012, 1_000_021,
    ]);
    // Mononoke Hime (Movie): the same ids as on TV.
    expect(JSON.parse(catalogue.title(164).genre_ids)).toEqual([16, 28, 12, 14]);
    const genres = catalogue.connection
      .prepare(
        "SELECT id, name, listed FROM genres WHERE media_type = 'tv' AND id IN (?, ?, ?, ?) ORDER BY id",
      )
      .all(16, 28, 1_000_011, 1_000_007);
    expect(genres).toEqual([
      { id: 28, name: 'Action', listed: 1 },
      { id: 1_000_007, name: 'Hentai', listed: 0 },
      { id: 1_000_011, name: 'Mecha', listed: 1 },
    ]);
  });

  it('keeps scores, members and unknowns as the data has them', () => {
    expect(catalogue.title(5114)).toMatchObject({
      score: 9.26,
      popularity: 793_665,
      vote_count: 793_665,
      episodes: 64,
      year: null,
      started_from: null,
      poster_url: null,
      synonyms: null,
    });
    const unscored = catalogue.connection
      .prepare('SELECT score, vote_count FROM titles WHERE score IS NULL LIMIT 1')
      .get();
    expect(unscored).toEqual({ score: null, vote_count: 0 });
    expect(catalogue.count('SELECT count(*) AS n FROM titles WHERE episodes IS NULL')).toBe(340);
  });

  it('relates titles of one franchise by name', () => {
    expect(catalogue.related(918)).toEqual(expect.arrayContaining([9969, 28977, 15335, 15417]));
    expect(catalogue.related(9969)).toContain(918);
    expect(catalogue.related(5114)).toContain(121); // Fullmetal Alchemist
    expect(catalogue.related(32281)).toEqual([]);
  });

  it('indexes names for prefix search', () => {
    const ids = catalogue.connection
      .prepare(`SELECT rowid AS id FROM titles_search WHERE titles_search MATCH '"ginta"*'`)
      .all()
      .map((row) => (row as { id: number }).id);
    expect(ids).toEqual(expect.arrayContaining([918, 9969, 28977, 15335]));
  });
});

describe('building from an anime-offline-database download', () => {
  let catalogue: ReturnType<typeof open>;
  beforeAll(() => {
    const report = buildFrom(OFFLINE_DATABASE_FIXTURE, directory.file('aod.db'));
    expect(report).toMatchObject({ kind: 'anime-offline-database', rowCount: 12, skipped: 2 });
    catalogue = open(directory.file('aod.db'));
  });
  afterAll(() => catalogue.connection.close());

  it('credits the dataset under the ODbL and knows seasons, years, posters and relations', () => {
    expect(catalogue.meta).toMatchObject({
      sourceKind: 'anime-offline-database',
      bundled: false,
      licence: 'ODbL 1.0 (database), DbCL 1.0 (contents)',
      capabilities: {
        posters: true,
        airDates: false,
        seasons: true,
        years: true,
        relations: true,
        tags: true,
      },
    });
    expect(catalogue.meta.attributions[0]?.text).toContain(
      'Contains information from anime-offline-database',
    );
    expect(catalogue.meta.attributions[0]?.text).toContain('Open Database License (ODbL)');
  });

  it('takes the MyAnimeList id, else a stable id in a range no MyAnimeList id reaches', () => {
    const ids = catalogue.connection
      .prepare('SELECT id FROM titles ORDER BY id')
      .all()
      .map((row) => (row as { id: number }).id);
    expect(ids.slice(0, 9)).toEqual([21, 918, 9969, 11879, 15335, 16498, 37208, 52991, 59978]);
    expect(ids).toContain(1_100_170_942); // AniList 170942
    expect(ids).toContain(1_200_099_999); // Kitsu 99999
    const hashed = ids.filter((id) => id >= 1_400_000_000);
    expect(hashed).toHaveLength(1);
    expect(hashed[0]).toBeLessThan(2 ** 31);
  });

  it('keeps the first of two entries claiming one MyAnimeList id', () => {
    expect(catalogue.title(918).name).toBe('Gintama');
  });

  it('stores seasons as date spans, still-airing titles open-ended', () => {
    expect(catalogue.title(918)).toMatchObject({
      year: 2006,
      season: 'SPRING',
      started_from: '2006-04-01',
      aired_to: '2006-06-30',
      duration_minutes: 24,
      episodes: 201,
      score: 8.94,
    });
    expect(catalogue.title(21)).toMatchObject({
      started_from: '1999-10-01',
      aired_to: '9999-12-31',
      episodes: null,
    });
    expect(catalogue.title(1_100_170_942)).toMatchObject({ year: null, started_from: null });
  });

  it('keeps pictures only from hosts the content security policy allows', () => {
    expect(catalogue.title(918).poster_url).toBe(
      'https://cdn.myanimelist.net/images/anime/10/73274.jpg',
    );
    expect(catalogue.title(15335).poster_url).toMatch(/^https:\/\/s4\.anilist\.co\//);
    expect(catalogue.title(1_100_170_942).poster_url).toBeNull();
    expect(catalogue.title(1_200_099_999).poster_url).toBeNull();
  });

  it('derives genres and the adult flag from tags, and decodes names', () => {
    expect(JSON.parse(catalogue.title(918).genre_ids)).toEqual([
      16, 28, 35, 36, 1_000_013, 1_000_016, 878, 1_000_021,
    ]);
    expect(catalogue.title(11879).adult).toBe(1);
    expect(catalogue.title(918).adult).toBe(0);
    expect(catalogue.title(9969).name).toBe("Gintama'");
    expect(JSON.parse(catalogue.title(918).synonyms ?? '[]')).toEqual([
      'Gin Tama',
      'Silver Soul',
      '銀魂',
    ]);
  });

  it('resolves related titles through any of their source links, old and new field names', () => {
    expect(catalogue.related(918).sort((a, b) => a - b)).toEqual([9969, 15335]);
    expect(catalogue.related(15335)).toEqual([918]);
  });

  it('reads the .json.gz, .jsonl and .jsonl.gz releases alike', () => {
    const titles = (file: string) => {
      const connection = new SQLite(file, { readonly: true });
      const rows = connection.prepare('SELECT * FROM titles ORDER BY id').all();
      connection.close();
      return rows;
    };
    const expected = titles(directory.file('aod.db'));
    for (const form of ['.json.gz', '.jsonl', '.jsonl.gz'] as const) {
      const out = directory.file(`aod${form}.db`);
      expect(buildFrom(fixtureAs(directory, form), out)).toMatchObject({ rowCount: 12 });
      expect(titles(out)).toEqual(expected);
    }
  });
});

describe('refusing inputs it cannot read', () => {
  it('refuses a .zst file that is not zstd', () => {
    const file = directory.file('anime-offline-database.jsonl.zst');
    fs.writeFileSync(file, 'not really zstd');
    expect(() => buildFrom(file, directory.file('never.db'))).toThrow(CatalogueInputError);
    expect(() => buildFrom(file, directory.file('never.db'))).toThrow(/is not valid zstd/);
  });

  it('names the accepted formats for anything else', () => {
    const file = directory.file('catalogue.xml');
    fs.writeFileSync(file, '<anime/>');
    expect(() => buildFrom(file, directory.file('never.db'))).toThrow(/\.csv, \.csv\.gz, \.json/);
  });

  it('leaves the existing catalogue in place when the input has no usable titles', () => {
    const out = directory.file('kept.db');
    buildFrom(OFFLINE_DATABASE_FIXTURE, out);
    const before = fs.readFileSync(out);
    const empty = directory.file('empty.csv');
    fs.writeFileSync(empty, 'anime_id,name,genre,type,episodes,rating,members\r\n');
    expect(() => buildFrom(empty, out)).toThrow(/no usable titles/);
    expect(fs.readFileSync(out).equals(before)).toBe(true);
  });

  it('rejects a CSV without the expected columns', () => {
    const file = directory.file('other.csv');
    fs.writeFileSync(file, 'id,title\n1,Something\n');
    expect(() => buildFrom(file, directory.file('never.db'))).toThrow(/anime_id/);
  });
});

describe('ensuring a catalogue exists (npm run build)', { timeout: BUILDS_A_CATALOGUE_MS }, () => {
  const SCHEDULES = bundledScheduleSource();

  it('builds from the bundled source when there is none', () => {
    const out = directory.file('ensure/fresh.db');
    const outcome = ensureCatalogue({ out, bundledSource: BUNDLED_CSV, schedules: SCHEDULES });
    expect(outcome).toMatchObject({ action: 'built', reason: 'no catalogue yet' });
    expect(
      ensureCatalogue({ out, bundledSource: BUNDLED_CSV, schedules: SCHEDULES }),
    ).toMatchObject({ action: 'kept' });
  });

  it('rebuilds a catalogue built from an older bundled source', () => {
    const out = directory.file('ensure/old.db');
    buildFrom(BUNDLED_CSV, out, true, SCHEDULES);
    const connection = new SQLite(out);
    connection.prepare("UPDATE meta SET value = 'an-older-hash' WHERE key = 'sourceSha256'").run();
    connection.close();
    expect(
      ensureCatalogue({ out, bundledSource: BUNDLED_CSV, schedules: SCHEDULES }),
    ).toMatchObject({
      action: 'built',
      reason: 'the bundled source changed',
    });
  });

  it('rebuilds a bundled catalogue of the layout before schedules', () => {
    const out = directory.file('ensure/layout-1.db');
    buildFrom(BUNDLED_CSV, out, true, SCHEDULES);
    const connection = new SQLite(out);
    connection.exec(`DELETE FROM meta WHERE key IN
      ('streamingSites', 'scheduleSource', 'scheduleSha256', 'newestTitleDate')`);
    connection.prepare("UPDATE meta SET value = '1' WHERE key = 'schemaVersion'").run();
    connection.close();
    expect(
      ensureCatalogue({ out, bundledSource: BUNDLED_CSV, schedules: SCHEDULES }),
    ).toMatchObject({ action: 'built', reason: 'older catalogue layout' });
  });

  it('never replaces a catalogue the operator built from another file', () => {
    const out = directory.file('ensure/operator.db');
    buildFrom(OFFLINE_DATABASE_FIXTURE, out);
    const before = fs.readFileSync(out);
    expect(
      ensureCatalogue({ out, bundledSource: BUNDLED_CSV, schedules: SCHEDULES }),
    ).toMatchObject({ action: 'kept' });
    expect(fs.readFileSync(out).equals(before)).toBe(true);
  });

  it('refuses to overwrite a file that is not a catalogue', () => {
    const out = directory.file('ensure/other.db');
    const connection = new SQLite(out);
    connection.exec('CREATE TABLE something (id INTEGER)');
    connection.close();
    expect(() =>
      ensureCatalogue({ out, bundledSource: BUNDLED_CSV, schedules: SCHEDULES }),
    ).toThrow(CatalogueFileError);
  });
});
