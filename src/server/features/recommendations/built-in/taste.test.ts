import { describe, expect, it } from 'vitest';
import { genreProfile, pickedTaste, tasteWeight } from './taste';

describe('the onboarding picks as taste', () => {
  const picks = {
    genres: ['Romance', 'Drama'],
    titles: [{ media_type: 'tv', id: 2167, title: 'Clannad' }] as const,
  };

  it('makes each picked title a seed the recommender reads by its key', () => {
    const [clannad] = pickedTaste(picks);
    expect(clannad).toMatchObject({ key: 'tv:2167', title: 'Clannad', status: 'picked' });
    expect(tasteWeight(clannad ?? { status: 'dropped', vote: null })).toBe(0.8);
  });

  it('weighs each picked genre on the genre profile, and nothing else', () => {
    const profile = genreProfile(pickedTaste(picks));
    expect([...profile.keys()].sort()).toEqual(['drama', 'romance']);
    expect(profile.get('romance')).toBeCloseTo(0.6);
  });

  it('says nothing when nothing was picked', () => {
    expect(pickedTaste({ genres: [], titles: [] })).toEqual([]);
  });
});
