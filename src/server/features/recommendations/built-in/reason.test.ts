import { describe, expect, it } from 'vitest';
import { likenessReason, overlapOf, type ReasonSeed } from './reason';

/** Rarity per genre key as the scorer computes it: Animation is on every title, so 0. */
const IDF = new Map([
  ['animation', 0],
  ['adventure', 1.2],
  ['fantasy', 0.9],
  ['drama', 0.4],
  ['comedy', 0.3],
]);

const frieren: ReasonSeed = {
  title: 'Frieren',
  status: 'completed',
  genres: ['Animation', 'Adventure', 'Fantasy', 'Drama'],
  studios: ['Madhouse'],
};

describe('recommendation reasons', () => {
  it('names the studio and the rarest shared genres, never Animation', () => {
    const candidate = {
      genres: ['Drama', 'Animation', 'Fantasy', 'Adventure'],
      studios: ['MADHOUSE'],
    };
    expect(likenessReason(frieren, overlapOf(candidate, frieren, IDF))).toBe(
      'Because you finished Frieren: same studio and genres Adventure, Fantasy',
    );
  });

  it('says nothing when Animation is all the titles share', () => {
    const overlap = overlapOf({ genres: ['Animation', 'Comedy'] }, frieren, IDF);
    expect(overlap.weight).toBe(0);
    expect(likenessReason(frieren, overlap)).toBeNull();
  });

  it('leaves the studio out when either title has none', () => {
    const overlap = overlapOf({ genres: ['Animation', 'Drama'] }, frieren, IDF);
    expect(likenessReason({ ...frieren, status: 'watching' }, overlap)).toBe(
      'Because you are watching Frieren: genre Drama',
    );
  });

  it('gives a studio alone as much say as a shared genre', () => {
    const overlap = overlapOf({ genres: ['Comedy'], studios: ['Madhouse'] }, frieren, IDF);
    expect(overlap.weight).toBeGreaterThan(0);
    expect(likenessReason({ ...frieren, status: 'planToWatch' }, overlap)).toBe(
      'Like Frieren, on your Plan to Watch list: same studio',
    );
  });
});
