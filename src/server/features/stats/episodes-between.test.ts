import { describe, expect, it } from 'vitest';
import { episodesBetween, NOTHING_WATCHED } from './episodes-between';

const seasonsOf =
  (counts: Record<number, number>) =>
  (season: number): number | null =>
    counts[season] ?? null;
const unknown = () => null;

describe('episodesBetween', () => {
  it('counts the episodes moved forward within a season', () => {
    expect(episodesBetween({ season: 1, episode: 3 }, { season: 1, episode: 7 }, unknown)).toBe(4);
  });

  it('counts nothing for a move backwards, within or across seasons', () => {
    expect(episodesBetween({ season: 1, episode: 7 }, { season: 1, episode: 3 }, unknown)).toBe(0);
    expect(episodesBetween({ season: 2, episode: 1 }, { season: 1, episode: 12 }, unknown)).toBe(0);
  });

  it('counts a new title from nothing watched: adding at episode 1 is one episode', () => {
    expect(episodesBetween(NOTHING_WATCHED, { season: 1, episode: 1 }, unknown)).toBe(1);
    expect(episodesBetween(NOTHING_WATCHED, { season: 1, episode: 0 }, unknown)).toBe(0);
  });

  it('crossing seasons adds the rest of the seasons left behind when their length is known', () => {
    const counts = seasonsOf({ 1: 12, 2: 13, 3: 11 });
    expect(episodesBetween({ season: 1, episode: 10 }, { season: 3, episode: 2 }, counts)).toBe(
      2 + 13 + 2,
    );
  });

  it('crossing into seasons of unknown length counts only what is known, never a guess', () => {
    expect(episodesBetween({ season: 1, episode: 10 }, { season: 3, episode: 2 }, unknown)).toBe(2);
    expect(
      episodesBetween({ season: 1, episode: 10 }, { season: 2, episode: 4 }, seasonsOf({ 1: 12 })),
    ).toBe(2 + 4);
  });
});
