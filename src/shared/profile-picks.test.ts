import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './profile';
import { FAVOURITES_LIMITS, readFavourites } from './profile-picks';

const frieren = { media_type: 'tv', id: 52991, title: 'Frieren' } as const;

/** What the profile update would keep of the picks, so the reader and the writer agree. */
function keptByUpdate(genres: unknown, titles: unknown) {
  const parsed = profileUpdateSchema.safeParse({
    'profile.favouriteGenres': genres,
    'profile.favouriteTitles': titles,
  });
  return parsed.success
    ? {
        favouriteGenres: parsed.data['profile.favouriteGenres'],
        favouriteTitles: parsed.data['profile.favouriteTitles'],
      }
    : null;
}

describe('readFavourites', () => {
  it('reads picks as the profile update keeps them, names trimmed', () => {
    const genres = [' Action ', 'Drama'];
    const titles = [{ ...frieren, title: ' Frieren ' }];
    expect(readFavourites(genres, titles)).toEqual({
      favouriteGenres: ['Action', 'Drama'],
      favouriteTitles: [frieren],
    });
    expect(readFavourites(genres, titles)).toEqual(keptByUpdate(genres, titles));
  });

  it.each([
    ['not a list', 'Action', [frieren]],
    ['an empty name', [' '], [frieren]],
    ['a name too long', ['a'.repeat(FAVOURITES_LIMITS.nameLength + 1)], [frieren]],
    [
      'too many genres',
      Array.from({ length: FAVOURITES_LIMITS.genres + 1 }, (_, i) => `g${i}`),
      [],
    ],
  ])('reads no genres from %s, which the update refuses too', (_case, genres, titles) => {
    expect(readFavourites(genres, titles).favouriteGenres).toEqual([]);
    expect(keptByUpdate(genres, titles)).toBeNull();
  });

  it.each([
    ['another media type', { ...frieren, media_type: 'manga' }],
    ['a fractional id', { ...frieren, id: 1.5 }],
    ['an id past the bound', { ...frieren, id: 2_147_483_648 }],
    ['an extra key', { ...frieren, extra: true }],
    ['no title', { media_type: 'tv', id: 1 }],
    ['not an object', ['tv', 1, 'x']],
  ])('reads no titles when one has %s, which the update refuses too', (_case, title) => {
    expect(readFavourites([], [frieren, title]).favouriteTitles).toEqual([]);
    expect(keptByUpdate([], [frieren, title])).toBeNull();
  });

  it('reads no titles past the bound', () => {
    const titles = Array.from({ length: FAVOURITES_LIMITS.titles + 1 }, (_, i) => ({
      ...frieren,
      id: i + 1,
    }));
    expect(readFavourites([], titles).favouriteTitles).toEqual([]);
  });
});
