/** Bits set in a 32-bit word (the classic parallel count). */
function bitsIn(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * A set of positions in discover's index, one bit each (decision 407): a filter is a set, filters
 * combine a word (32 titles) at a time, and counting the matches is a count of bits, so a query
 * never tests every title against every filter.
 */
export class PositionSet {
  private constructor(
    readonly size: number,
    private readonly words: Uint32Array,
  ) {}

  static empty(size: number): PositionSet {
    return new PositionSet(size, new Uint32Array((size + 31) >>> 5));
  }

  static of(size: number, positions: Iterable<number>): PositionSet {
    const set = PositionSet.empty(size);
    for (const position of positions) set.add(position);
    return set;
  }

  /** The positions below `size` passing `test`: one pass, for sets kept and reused. */
  static where(size: number, test: (position: number) => boolean): PositionSet {
    const set = PositionSet.empty(size);
    for (let position = 0; position < size; position += 1) {
      if (test(position)) set.add(position);
    }
    return set;
  }

  private add(position: number): void {
    const index = position >>> 5;
    this.words[index] = (this.words[index] ?? 0) | (1 << (position & 31));
  }

  has(position: number): boolean {
    return ((this.words[position >>> 5] ?? 0) & (1 << (position & 31))) !== 0;
  }

  copy(): PositionSet {
    return new PositionSet(this.size, this.words.slice());
  }

  /** Keeps the positions also in `other`. */
  and(other: PositionSet): this {
    const { words } = this;
    for (let index = 0; index < words.length; index += 1) {
      const word = words[index] ?? 0;
      words[index] = word & (other.words[index] ?? 0);
    }
    return this;
  }

  /** Adds the positions in `other`. */
  or(other: PositionSet): this {
    const { words } = this;
    for (let index = 0; index < words.length; index += 1) {
      const word = words[index] ?? 0;
      words[index] = word | (other.words[index] ?? 0);
    }
    return this;
  }

  /** Drops the positions in `other`. */
  andNot(other: PositionSet): this {
    const { words } = this;
    for (let index = 0; index < words.length; index += 1) {
      const word = words[index] ?? 0;
      words[index] = word & ~(other.words[index] ?? 0);
    }
    return this;
  }

  /** Drops the positions failing `test`, which runs for the positions in the set only. */
  keepWhere(test: (position: number) => boolean): this {
    this.words.forEach((word, index) => {
      let kept = word;
      for (let rest = word; rest !== 0; rest &= rest - 1) {
        const bit = 31 - Math.clz32(rest & -rest);
        if (!test(index * 32 + bit)) kept &= ~(1 << bit);
      }
      this.words[index] = kept;
    });
    return this;
  }

  /** The positions held, in ascending order. */
  positions(): Int32Array {
    const positions = new Int32Array(this.count());
    let next = 0;
    const { words } = this;
    for (let index = 0; index < words.length; index += 1) {
      for (let rest = words[index] ?? 0; rest !== 0; rest &= rest - 1) {
        positions[next] = index * 32 + 31 - Math.clz32(rest & -rest);
        next += 1;
      }
    }
    return positions;
  }

  count(): number {
    const { words } = this;
    let total = 0;
    for (let index = 0; index < words.length; index += 1) total += bitsIn(words[index] ?? 0);
    return total;
  }
}
