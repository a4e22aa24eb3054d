import { describe, expect, it } from 'vitest';
import { stableJson } from './stable-json';

describe('stableJson', () => {
  it('gives the same text for objects that differ only in key order, at any depth', () => {
    expect(stableJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: null } })).toBe(
      stableJson({ a: { c: null, d: [2, { x: 0, y: 1 }] }, b: 1 }),
    );
  });

  it('keeps array order, which can carry meaning', () => {
    expect(stableJson([1, 2])).not.toBe(stableJson([2, 1]));
  });
});
