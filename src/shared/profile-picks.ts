/*
 * The onboarding's picks as kept on the profile, read without zod: the session is read on the
 * first route, whose 80 KB budget zod would break (decision 213), and the server reads its
 * stored copy by the same rule.
 */

export const FAVOURITES_LIMITS = { genres: 20, titles: 20, nameLength: 200 } as const;

const MAX_ID = 2_147_483_647;

export interface FavouriteTitle {
  media_type: 'tv' | 'movie';
  id: number;
  title: string;
}

/** A name as the profile update keeps it: trimmed, 1 to 200 characters; null otherwise. */
function pickName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim();
  return name.length >= 1 && name.length <= FAVOURITES_LIMITS.nameLength ? name : null;
}

function pickTitle(value: unknown): FavouriteTitle | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).some((key) => key !== 'media_type' && key !== 'id' && key !== 'title')) {
    return null;
  }
  const { media_type: mediaType, id } = record;
  const title = pickName(record.title);
  if (mediaType !== 'tv' && mediaType !== 'movie') return null;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
  return title === null ? null : { media_type: mediaType, id, title };
}

/** Every item read, or null when the value is not a list within the bound or any item is unreadable. */
function readAll<T>(value: unknown, limit: number, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value) || value.length > limit) return null;
  const items: T[] = [];
  for (const item of value) {
    const readItem = read(item);
    if (readItem === null) return null;
    items.push(readItem);
  }
  return items;
}

/** The kept picks as stored; anything unreadable reads as no picks rather than failing a sign-in. */
export function readFavourites(genres: unknown, titles: unknown) {
  return {
    favouriteGenres: readAll(genres, FAVOURITES_LIMITS.genres, pickName) ?? [],
    favouriteTitles: readAll(titles, FAVOURITES_LIMITS.titles, pickTitle) ?? [],
  };
}
