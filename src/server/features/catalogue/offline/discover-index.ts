import type { DiscoverOrderName } from './discover-orders';
import { PositionSet } from './position-set';

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

/** Whether the title at a position passes one of a query's range filters (scores, dates). */
export type PositionTest = (position: number) => boolean;

function copyOf<Typed>(data: Uint8Array, make: (buffer: ArrayBuffer) => Typed): Typed {
  // SQLite's blobs sit at any offset: copied into a buffer of their own, they are aligned.
  const copy = new Uint8Array(data.byteLength);
  copy.set(data);
  return make(copy.buffer);
}

/**
 * A title sorted costs about this many walked past, measured: a page far along a sparse filter is
 * sorted, one near the start of a broad filter is walked to.
 */
const SORT_COST = 2;

/** Which flag a discover query asks for: the type, and whether adult titles are left out. */
export type DiscoverFlag = 'movie' | 'adult';

/**
 * Discover's precomputed index (decision 350): every order a query may ask for as the positions
 * of the listed titles in that order, and the columns filters test. A query combines its filters
 * as sets of positions (decision 407), counts them, and walks one order only until its page is
 * full, so it costs a fraction of a millisecond whatever its filters, sort or page.
 */
export class DiscoverIndex {
  private readonly genreSets = new Map<number, PositionSet>();
  private readonly flagSets = new Map<string, PositionSet>();
  private readonly yearSets = new Map<number, PositionSet>();
  /** By order: the stored orders stay, the "now" order of a day goes with its last use. */
  private readonly ranks = new WeakMap<Int32Array, Int32Array>();

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

  /** The titles holding any of the genres; unknown genres hold none. A new set, to change. */
  holdingAnyOf(genreIds: readonly number[]): PositionSet {
    const holding = PositionSet.empty(this.size);
    for (const id of genreIds) holding.or(this.genreSet(id));
    return holding;
  }

  private genreSet(id: number): PositionSet {
    let set = this.genreSets.get(id);
    if (!set) {
      set = PositionSet.of(this.size, this.genres.get(id) ?? []);
      // Bounded: the build writes one list per genre in use, a few dozen.
      if (this.genres.has(id)) this.genreSets.set(id, set);
    }
    return set;
  }

  /** The titles whose flag column holds `value` (kept: two flags, two values). */
  withFlag(flag: DiscoverFlag, value: 0 | 1): PositionSet {
    const key = `${flag}:${value}`;
    let set = this.flagSets.get(key);
    if (!set) {
      const column = this.columns[flag];
      set = PositionSet.where(this.size, (position) => column[position] === value);
      this.flagSets.set(key, set);
    }
    return set;
  }

  /** The titles of a year; kept only for a year some title has, so other years cost no memory. */
  ofYear(year: number): PositionSet {
    let set = this.yearSets.get(year);
    if (!set) {
      const column = this.columns.year;
      set = PositionSet.where(this.size, (position) => column[position] === year);
      if (set.count() > 0) this.yearSets.set(year, set);
    }
    return set;
  }

  /** Each position's place in `order`, worked out once per order (the stored ones are kept). */
  private ranksIn(order: Int32Array): Int32Array {
    let ranks = this.ranks.get(order);
    if (!ranks) {
      ranks = new Int32Array(this.size);
      for (let rank = 0; rank < order.length; rank += 1) ranks[order[rank] ?? 0] = rank;
      this.ranks.set(order, ranks);
    }
    return ranks;
  }

  /**
   * The ids of one page of the `matching` titles in `order`, and how many match. A walk along the
   * order stops once the page is full; when few titles match and the page lies far along, their
   * places in the order are sorted instead, which reads those titles only.
   */
  page(
    order: Int32Array,
    matching: PositionSet,
    offset: number,
    size: number,
  ): { ids: number[]; total: number } {
    const total = matching.count();
    if (offset >= total) return { ids: [], total };
    const walked = ((offset + size) * this.size) / total;
    const sorted = total * Math.log2(total + 2) * SORT_COST;
    const positions =
      sorted < walked
        ? this.sortedPage(order, matching, offset, size)
        : this.walkedPage(order, matching, offset, size);
    return { ids: positions.map((position) => this.ids[position] ?? 0), total };
  }

  private walkedPage(order: Int32Array, matching: PositionSet, offset: number, size: number) {
    const positions: number[] = [];
    let passed = 0;
    for (const position of order) {
      if (!matching.has(position)) continue;
      if (passed >= offset) {
        positions.push(position);
        if (positions.length === size) break;
      }
      passed += 1;
    }
    return positions;
  }

  private sortedPage(order: Int32Array, matching: PositionSet, offset: number, size: number) {
    const ranks = this.ranksIn(order);
    const matched = matching.positions().map((position) => ranks[position] ?? 0);
    // A typed array sorts its numbers natively, without a comparison function.
    return Array.from(matched.sort().subarray(offset, offset + size), (rank) => order[rank] ?? 0);
  }
}
