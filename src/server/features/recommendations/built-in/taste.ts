import type { FavouriteTitle } from '../../../../shared/profile-picks';
import type { ListStatus } from '../../../../shared/tracked-title';
import { franchiseKey } from '../../catalogue/offline/build/franchise';
import { candidateKey } from './candidate';

/**
 * A list status, a title of the lists marked as a favourite (decision 397), or a pick made at
 * onboarding: a title, or a genre.
 */
export type TasteStatus = ListStatus | 'favourite' | 'picked' | 'pickedGenre';

/** The onboarding picks (decision 342): taste for a user whose lists say little yet. */
export interface Picks {
  genres: readonly string[];
  titles: readonly FavouriteTitle[];
}

/** One title of the user's lists, as the recommender reads it. */
export interface TasteItem {
  /** `tv:123`, when the catalogue title is known. */
  key: string | null;
  title: string;
  status: TasteStatus;
  /** Genre names, as the catalogue names them. */
  genres: string[];
  /** The title's average vote out of 10; null or 0 when unknown. */
  vote: number | null;
  /** The franchise the title's name places it in (decision 035), or null. */
  franchise: string | null;
}

/**
 * How much a status says about taste. A favourite is the user saying outright what they love, so
 * it outweighs any completed title whatever the catalogue's vote; completing or watching is the
 * next strongest liking; a planned title is interest without experience; dropping is a dislike
 * that pushes similar titles down.
 */
export const STATUS_WEIGHTS: Record<TasteStatus, number> = {
  favourite: 1.5,
  completed: 1,
  watching: 0.9,
  picked: 0.8,
  pickedGenre: 0.6,
  planToWatch: 0.5,
  onHold: 0.4,
  dropped: -0.8,
};

/** Lists shorter than this are thin: the picks are added to what they say. */
export const PICKS_FILL_BELOW = 10;

/** The picks as taste: each title a seed, each genre a weight on the genre profile. */
export function pickedTaste(picks: Picks): TasteItem[] {
  return [
    ...picks.titles.map((title) => ({
      key: candidateKey(title.media_type, title.id),
      title: title.title,
      status: 'picked' as const,
      genres: [],
      vote: null,
      franchise: null,
    })),
    ...picks.genres.map((genre) => ({
      key: null,
      title: genre,
      status: 'pickedGenre' as const,
      genres: [genre],
      vote: null,
      franchise: null,
    })),
  ];
}

/** A title of the user's lists, as stored: the recommender's own knowledge of its favourites. */
export interface OwnFavourite {
  key: string;
  title: string;
  favourite: boolean;
}

/**
 * The lists' taste with the favourites marked: a favourite sent with the lists is read as one
 * whatever its status, and one the request left out is added, since the flag is kept on the
 * server and a client need not know it.
 */
export function withFavourites(
  items: readonly TasteItem[],
  own: readonly OwnFavourite[],
): TasteItem[] {
  const favourites = new Map(
    own.filter((title) => title.favourite).map((title) => [title.key, title.title]),
  );
  const sent = new Set(items.flatMap((item) => (item.key ? [item.key] : [])));
  return [
    ...items.map((item) =>
      item.key !== null && favourites.has(item.key)
        ? { ...item, status: 'favourite' as const }
        : item,
    ),
    ...[...favourites]
      .filter(([key]) => !sent.has(key))
      .map(([key, title]) => ({
        key,
        title,
        status: 'favourite' as const,
        genres: [],
        vote: null,
        franchise: franchiseKey(title),
      })),
  ];
}

/** A well-voted title says a little more about taste than an average one; unknown votes are neutral. */
function voteFactor(vote: number | null): number {
  if (vote === null || vote <= 0) return 1;
  return 0.6 + 0.08 * Math.min(10, vote);
}

export function tasteWeight(item: Pick<TasteItem, 'status' | 'vote'>): number {
  const weight = STATUS_WEIGHTS[item.status];
  return weight > 0 ? weight * voteFactor(item.vote) : weight;
}

export function genreKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-US');
}

/**
 * The user's taste as a weight per genre: each title spreads its weight over its genres, so a
 * title with ten genres does not count ten times as much as one with two.
 */
export function genreProfile(items: readonly TasteItem[]): Map<string, number> {
  const profile = new Map<string, number>();
  for (const item of items) {
    const genres = [...new Set(item.genres.map(genreKey))];
    if (genres.length === 0) continue;
    const share = tasteWeight(item) / Math.sqrt(genres.length);
    for (const genre of genres) profile.set(genre, (profile.get(genre) ?? 0) + share);
  }
  return profile;
}
