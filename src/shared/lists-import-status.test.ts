import { describe, expect, it } from 'vitest';
import { statusFromAnilist, statusFromMal } from './lists-import-status';

describe('MyAnimeList statuses', () => {
  it.each([
    ['Watching', 'watching'],
    ['Completed', 'completed'],
    ['On-Hold', 'onHold'],
    ['Dropped', 'dropped'],
    ['Plan to Watch', 'planToWatch'],
    [' plan to watch ', 'planToWatch'],
    ['1', 'watching'],
    ['2', 'completed'],
    ['3', 'onHold'],
    ['4', 'dropped'],
    ['6', 'planToWatch'],
  ])('%s → %s', (value, status) => {
    expect(statusFromMal(value)).toBe(status);
  });

  it('knows no code 5 and no made-up text', () => {
    expect(statusFromMal('5')).toBeNull();
    expect(statusFromMal('Rewatching')).toBeNull();
    expect(statusFromMal('')).toBeNull();
  });
});

describe('AniList statuses', () => {
  it.each([
    ['CURRENT', 'watching'],
    ['PLANNING', 'planToWatch'],
    ['COMPLETED', 'completed'],
    ['DROPPED', 'dropped'],
    ['PAUSED', 'onHold'],
    ['REPEATING', 'watching'],
    ['current', 'watching'],
  ])('%s → %s', (value, status) => {
    expect(statusFromAnilist(value)).toBe(status);
  });

  it('refuses anything else', () => {
    expect(statusFromAnilist('WATCHING')).toBeNull();
  });
});
