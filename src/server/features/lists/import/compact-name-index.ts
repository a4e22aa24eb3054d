import { SYNONYM_SEPARATOR } from '../../catalogue/offline/search-text';

const SEPARATOR = SYNONYM_SEPARATOR.charCodeAt(0);
/** Names are bucketed by their hash's top bits: a few names a bucket at 40,000 titles. */
const BUCKET_BITS = 16;

/** 32-bit FNV-1a over the UTF-16 code units from `start` to `end`. */
function hashOf(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let index = start; index < end; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

const bucketOf = (hash: number) => hash >>> (32 - BUCKET_BITS);

/**
 * Which catalogue titles carry a compact name, found without reading the titles table (issue 33):
 * each name is kept as its hash beside its title, bucketed by the hash. About 8 bytes a name,
 * where a map of the names themselves would take ten times that. Names can share a hash, so an
 * answer may hold a title too many, never one too few: callers check the titles' own names.
 */
export class CompactNameIndex {
  constructor(
    /** Bucket b's names are at [starts[b], starts[b + 1]). */
    private readonly starts: Uint32Array,
    private readonly hashes: Uint32Array,
    /** Each name's title, as its place in `ids`. */
    private readonly places: Uint32Array,
    private readonly ids: Float64Array,
  ) {}

  get names(): number {
    return this.hashes.length;
  }

  get bytes(): number {
    return [this.starts, this.hashes, this.places, this.ids].reduce(
      (sum, array) => sum + array.byteLength,
      0,
    );
  }

  /** The ids of the titles that may carry `compact` (compactForSearch's form), ascending. */
  candidates(compact: string): number[] {
    const hash = hashOf(compact, 0, compact.length);
    const bucket = bucketOf(hash);
    const found = new Set<number>();
    for (let index = this.starts[bucket] ?? 0; index < (this.starts[bucket + 1] ?? 0); index++) {
      if (this.hashes[index] === hash) found.add(this.ids[this.places[index] ?? 0] ?? 0);
    }
    return [...found].sort((a, b) => a - b);
  }
}

/** Names laid out between two turns of the event loop: a few milliseconds' work. */
const NAMES_PER_TURN = 50_000;

/** Collects titles' names a batch at a time, then lays them out by bucket. */
export class CompactNameIndexBuilder {
  private readonly ids: number[] = [];
  private hashes: Uint32Array = new Uint32Array(1024);
  private places: Uint32Array = new Uint32Array(1024);
  private count = 0;
  /** Bucket b's name count at [b + 1], so that summed in place it gives each bucket's start. */
  private readonly starts = new Uint32Array(2 ** BUCKET_BITS + 1);

  /** `searchCompact` is the title's compact names between separators, as the catalogue keeps them. */
  add(id: number, searchCompact: string): void {
    const place = this.ids.length;
    this.ids.push(id);
    let start = 0;
    for (let index = 0; index <= searchCompact.length; index++) {
      if (index < searchCompact.length && searchCompact.charCodeAt(index) !== SEPARATOR) continue;
      if (index > start) this.push(hashOf(searchCompact, start, index), place);
      start = index + 1;
    }
  }

  /** `pause` gives other work a turn between parts of a long layout. */
  async finish(pause: () => Promise<void>): Promise<CompactNameIndex> {
    const { starts } = this;
    for (let bucket = 1; bucket < starts.length; bucket++) {
      starts[bucket] = (starts[bucket] ?? 0) + (starts[bucket - 1] ?? 0);
    }
    const next = starts.slice(0, -1);
    const hashes = new Uint32Array(this.count);
    const places = new Uint32Array(this.count);
    for (let index = 0; index < this.count; index++) {
      if (index % NAMES_PER_TURN === 0) await pause();
      const hash = this.hashes[index] ?? 0;
      const bucket = bucketOf(hash);
      const at = next[bucket] ?? 0;
      next[bucket] = at + 1;
      hashes[at] = hash;
      places[at] = this.places[index] ?? 0;
    }
    return new CompactNameIndex(starts, hashes, places, Float64Array.from(this.ids));
  }

  private push(hash: number, place: number): void {
    if (this.count === this.hashes.length) {
      this.hashes = grown(this.hashes);
      this.places = grown(this.places);
    }
    this.hashes[this.count] = hash;
    this.places[this.count] = place;
    this.count += 1;
    const bucket = bucketOf(hash) + 1;
    this.starts[bucket] = (this.starts[bucket] ?? 0) + 1;
  }
}

function grown(array: Uint32Array): Uint32Array {
  const larger = new Uint32Array(array.length * 2);
  larger.set(array);
  return larger;
}
