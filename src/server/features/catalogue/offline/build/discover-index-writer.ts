import type { Database } from 'better-sqlite3';
import {
  DISCOVER_BLOBS,
  DISCOVER_COLUMNS,
  DISCOVER_INDEX_TABLE,
  dayNumber,
  type DiscoverColumn,
} from '../discover-index';
import { DISCOVER_ORDERS, type DiscoverOrderName } from '../discover-orders';

const DATE_COLUMNS = new Set<DiscoverColumn>([
  'startedFrom',
  'startedTo',
  'airedTo',
  'seasonStartedFrom',
]);

/** Every column the orders and filters read: sorting these narrow rows beats the wide titles. */
const LISTED_COLUMNS = `id, media_type, adult, score_trusted, score, vote_count, year, started_from,
  started_to, aired_to, season_started_from, mal_id, popularity, service_count, name, trending`;
const LISTED = 'FROM discover_listed t';

function asBlob(values: Float64Array | Int32Array): Buffer {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
}

/**
 * Writes discover's index (decision 350) into a catalogue whose titles are in: each order run
 * once by SQLite, so the stored orders are exactly what the ORDER BY fragments say.
 */
export function writeDiscoverIndex(connection: Database): void {
  connection.exec(DISCOVER_INDEX_TABLE);
  connection.exec(`CREATE TEMP TABLE discover_listed AS
    SELECT ${LISTED_COLUMNS} FROM titles WHERE show_id IS NULL ORDER BY id`);
  const insert = connection.prepare('INSERT INTO discover_index (name, data) VALUES (?, ?)');
  const ids = Int32Array.from(
    connection.prepare(`SELECT t.id ${LISTED} ORDER BY t.id`).pluck().all() as number[],
  );
  const positions = new Map<number, number>();
  ids.forEach((id, position) => positions.set(id, position));
  insert.run(DISCOVER_BLOBS.ids, asBlob(ids));

  const names = Object.keys(DISCOVER_COLUMNS) as DiscoverColumn[];
  const rows = connection
    .prepare(
      `SELECT ${names.map((name) => DISCOVER_COLUMNS[name]).join(', ')} ${LISTED} ORDER BY t.id`,
    )
    .raw()
    .all() as (string | number | null)[][];
  names.forEach((name, column) => {
    const values = Float64Array.from(rows, (row) => {
      const value = row[column] ?? null;
      if (DATE_COLUMNS.has(name)) return dayNumber(value as string | null);
      return value === null ? Number.NaN : Number(value);
    });
    insert.run(DISCOVER_BLOBS.column(name), asBlob(values));
  });

  for (const [name, order] of Object.entries(DISCOVER_ORDERS)) {
    const ordered = connection.prepare(`SELECT t.id ${LISTED} ORDER BY ${order}`).pluck().all();
    const inOrder = Int32Array.from(ordered as number[], (id) => positions.get(id) ?? 0);
    insert.run(DISCOVER_BLOBS.order(name as DiscoverOrderName), asBlob(inOrder));
  }

  const genreRows = connection
    .prepare('SELECT genre_id, title_id FROM title_genres ORDER BY genre_id, title_id')
    .raw()
    .all() as [number, number][];
  const byGenre = new Map<number, number[]>();
  for (const [genre, id] of genreRows) {
    const position = positions.get(id);
    if (position === undefined) continue;
    const held = byGenre.get(genre) ?? [];
    held.push(position);
    byGenre.set(genre, held);
  }
  for (const [genre, held] of byGenre) {
    insert.run(`${DISCOVER_BLOBS.genrePrefix}${genre}`, asBlob(Int32Array.from(held)));
  }
  connection.exec('DROP TABLE temp.discover_listed');
}
