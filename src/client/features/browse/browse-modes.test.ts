import { describe, expect, it } from 'vitest';
import { parseBrowseMode } from './browse-modes';

describe('parseBrowseMode', () => {
  it.each(['trending', 'season', 'popular', 'top'] as const)('reads %s', (mode) => {
    expect(parseBrowseMode(mode)).toBe(mode);
  });

  it.each([undefined, '', 'Top', 'latest', 'toString', '__proto__'])('refuses %s', (value) => {
    expect(parseBrowseMode(value)).toBeNull();
  });
});
