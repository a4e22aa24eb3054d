import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body';

const nested = (depth: number, open = '[', close = ']') =>
  `${open.repeat(depth)}1${close.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside each other', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan(nested(4, '{"a":', '}'), 3)).toBe(true);
    expect(nestsDeeperThan('[[1],[2],[3],{"a":[4]}]', 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[' }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'say "[[[[[["' }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'ends with \\' }) + '[[[', 2)).toBe(true);
  });
});
