import type { DiscoverOrderName } from './discover-orders';

/**
 * The columns discover filters and the "now" order read, one number per listed title (a show's
 * later seasons are never listed): flags as 0/1, dates as YYYYMMDD, NaN where the title has no
 * value, which compares false as SQL's NULL does.
 */
export const DISCOVER_COLUMNS = {
  movie: "t.media_type = 'movie'",
  adult: 't.adult',
  scoreTrusted: 't.score_trusted',
  score: 't.score',
  voteCount: 't.vote_count',
  year: 't.year',
  startedFrom: 't.started_from',
  startedTo: 't.started_to',
  airedTo: 't.aired_to',
  seasonStartedFrom: 't.season_started_from',
  malId: 't.mal_id',
} as const;

export type DiscoverColumn = keyof typeof DISCOVER_COLUMNS;

/** The table the build writes the index into, one blob per named part. */
export const DISCOVER_INDEX_TABLE = `
CREATE TABLE discover_index (name TEXT PRIMARY KEY, data BLOB NOT NULL) WITHOUT ROWID;`;

/** Names of the blobs: the listed titles' ids, then columns, orders and genres by position. */
export const DISCOVER_BLOBS = {
  ids: 'ids',
  column: (name: DiscoverColumn) => `column:${name}`,
  order: (name: DiscoverOrderName) => `order:${name}`,
  genrePrefix: 'genre:',
} as const;

/** '2024-04-06' as 20240406, so dates compare as numbers; NaN for none. */
export function dayNumber(date: string | null | undefined): number {
  return date ? Number(date.slice(0, 10).replaceAll('-', '')) : Number.NaN;
}

/** Whether the title at a position passes one of a query's filters. */
export type PositionTest = (position: number) => boolean;

function copyOf<Typed>(data: Uint8Array, make: (buffer: ArrayBuffer) => Typed): Typed {
  // SQLite's blobs sit at any offset: copied into a buffer of their own, they are aligned.
  const copy = new Uint8Array(data.byteLength);
  copy.set(data);
  return make(copy.buffer);
}

/**
 * Discover's precomputed index (decision 350): every order a query may ask for as the positions
 * of the listed titles in that order, and the columns filters test. A query walks one order once,
 * testing each title, so it costs the same few milliseconds whatever its filters, sort or page.
 */
export class DiscoverIndex {
  private readonly genreMarks = new Map<number, Uint8Array>();

  private constructor(
    /** The listed titles' ids by position. */
    readonly ids: Int32Array,
    readonly columns: Readonly<Record<DiscoverColumn, Float64Array>>,
    private readonly orders: ReadonlyMap<string, Int32Array>,
    private readonly genres: ReadonlyMap<number, Int32Array>,
  ) {}

  static fromBlobs(blobs: ReadonlyMap<string, Uint8Array>): DiscoverIndex {
    const blob = (name: string) => {
      const data = blobs.get(name);
      if (!data) throw new Error(`The catalogue's discover index lacks ${name}.`);
      return data;
    };
    const columns = Object.fromEntries(
      Object.keys(DISCOVER_COLUMNS).map((name) => [
        name,
        copyOf(blob(DISCOVER_BLOBS.column(name as DiscoverColumn)), (b) => new Float64Array(b)),
      ]),
    ) as Record<DiscoverColumn, Float64Array>;
    const orders = new Map<string, Int32Array>();
    const genres = new Map<number, Int32Array>();
    for (const [name, data] of blobs) {
      if (name.startsWith('order:'))
        orders.set(
          name,
          copyOf(data, (b) => new Int32Array(b)),
        );
      if (name.startsWith(DISCOVER_BLOBS.genrePrefix)) {
        const id = Number(name.slice(DISCOVER_BLOBS.genrePrefix.length));
        genres.set(
          id,
          copyOf(data, (b) => new Int32Array(b)),
        );
      }
    }
    return new DiscoverIndex(
      copyOf(blob(DISCOVER_BLOBS.ids), (b) => new Int32Array(b)),
      columns,
      orders,
      genres,
    );
  }

  get size(): number {
    return this.ids.length;
  }

  order(name: DiscoverOrderName): Int32Array {
    const order = this.orders.get(DISCOVER_BLOBS.order(name));
    if (!order) throw new Error(`The catalogue's discover index lacks the ${name} order.`);
    return order;
  }

  /** 1 at the positions of titles holding any of the genres; unknown genres hold none. */
  holdingAnyOf(genreIds: readonly number[]): Uint8Array {
    if (genreIds.length === 1) return this.genreMark(genreIds[0] ?? 0);
    const marks = new Uint8Array(this.size);
    for (const id of genreIds) {
      const one = this.genreMark(id);
      one.forEach((held, position) => {
        if (held === 1) marks[position] = 1;
      });
    }
    return marks;
  }

  private genreMark(id: number): Uint8Array {
    let marks = this.genreMarks.get(id);
    if (!marks) {
      marks = new Uint8Array(this.size);
      for (const position of this.genres.get(id) ?? []) marks[position] = 1;
      // Bounded: the build writes one list per genre in use, a few dozen.
      if (this.genres.has(id)) this.genreMarks.set(id, marks);
    }
    return marks;
  }

  /** The ids of one page of the titles passing every test, in `order`, and how many pass. */
  page(
    order: Int32Array,
    tests: readonly PositionTest[],
    offset: number,
    size: number,
  ): { ids: number[]; total: number } {
    const ids: number[] = [];
    let total = 0;
    for (const position of order) {
      let passes = true;
      for (const test of tests) {
        if (!test(position)) {
          passes = false;
          break;
        }
      }
      if (!passes) continue;
      if (total >= offset && ids.length < size) ids.push(this.ids[position] ?? 0);
      total += 1;
    }
    return { ids, total };
  }
}
