import { describe, expect, it } from 'vitest';
import { ownEpisodeName } from './episode-name';

describe('ownEpisodeName', () => {
  it('keeps a real name, trimmed', () => {
    expect(ownEpisodeName('  The Journey’s End ', 1)).toBe('The Journey’s End');
    expect(ownEpisodeName('Episode 5', 4)).toBe('Episode 5');
  });

  it('has none for an empty name or the catalogues’ stand-in for the same episode', () => {
    expect(ownEpisodeName(undefined, 4)).toBeNull();
    expect(ownEpisodeName(' ', 4)).toBeNull();
    expect(ownEpisodeName('Episode 4', 4)).toBeNull();
  });
});
