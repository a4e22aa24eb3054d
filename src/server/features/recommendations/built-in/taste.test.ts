import { describe, expect, it } from 'vitest';
import { genreProfile, pickedTaste, tasteWeight, withFavourites, type TasteItem } from './taste';

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

describe('the favourites as taste', () => {
  const item = (key: string, status: TasteItem['status']): TasteItem => ({
    key,
    title: key,
    status,
    genres: ['Drama'],
    vote: 8,
    franchise: null,
  });
  const own = (key: string, favourite: boolean) => ({ key, title: `Named ${key}`, favourite });

  it('reads a title marked as a favourite as one, whatever its list says', () => {
    const taste = withFavourites(
      [item('tv:1', 'completed'), item('tv:2', 'dropped'), item('tv:3', 'completed')],
      [own('tv:1', true), own('tv:2', true), own('tv:3', false)],
    );
    expect(taste.map((entry) => entry.status)).toEqual(['favourite', 'favourite', 'completed']);
  });

  it('outweighs any completed title, however the catalogue voted', () => {
    const loved = tasteWeight({ status: 'favourite', vote: 5 });
    expect(loved).toBeGreaterThan(tasteWeight({ status: 'completed', vote: 10 }));
  });

  it('adds a favourite the request left out, under its stored name', () => {
    const taste = withFavourites([item('tv:1', 'completed')], [own('tv:9', true)]);
    expect(taste[1]).toMatchObject({ key: 'tv:9', title: 'Named tv:9', status: 'favourite' });
  });
});
