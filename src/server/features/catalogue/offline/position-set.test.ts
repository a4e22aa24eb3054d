import { describe, expect, it } from 'vitest';
import { PositionSet } from './position-set';

const members = (set: PositionSet) =>
  Array.from({ length: set.size }, (_, position) => position).filter((p) => set.has(p));

describe('PositionSet', () => {
  const size = 100;
  const evens = PositionSet.where(size, (position) => position % 2 === 0);
  const some = PositionSet.of(size, [0, 1, 31, 32, 63, 64, 99]);

  it('holds the positions it was made of, across word boundaries', () => {
    expect(members(some)).toEqual([0, 1, 31, 32, 63, 64, 99]);
    expect(Array.from(some.positions())).toEqual([0, 1, 31, 32, 63, 64, 99]);
    expect(some.count()).toBe(7);
    expect(evens.count()).toBe(50);
    expect(PositionSet.empty(size).count()).toBe(0);
  });

  it('combines sets a word at a time without changing the sets it reads', () => {
    expect(members(some.copy().and(evens))).toEqual([0, 32, 64]);
    expect(members(some.copy().andNot(evens))).toEqual([1, 31, 63, 99]);
    expect(some.copy().or(evens).count()).toBe(54);
    expect(some.count()).toBe(7);
  });

  it('tests only the positions it holds, and keeps those passing', () => {
    const tested: number[] = [];
    const kept = some.copy().keepWhere((position) => {
      tested.push(position);
      return position > 31;
    });
    expect(tested).toEqual([0, 1, 31, 32, 63, 64, 99]);
    expect(members(kept)).toEqual([32, 63, 64, 99]);
  });

  it('counts a full word, whose top bit is the sign bit', () => {
    const full = PositionSet.where(64, () => true);
    expect(full.count()).toBe(64);
    expect(members(full.copy().keepWhere((position) => position !== 31))).toHaveLength(63);
  });
});
