import type { FavouriteTitle } from '../../../../shared/profile';
import type { ListStatus } from '../../../../shared/tracked-title';
import { candidateKey } from './candidate';

/** A list status, or a pick made at onboarding: a title, or a favourite genre. */
export type TasteStatus = ListStatus | 'picked' | 'pickedGenre';

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
 * How much a status says about taste. Completing or watching is the strongest liking; a planned
 * title is interest without experience; dropping is a dislike that pushes similar titles down.
 */
export const STATUS_WEIGHTS: Record<TasteStatus, number> = {
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
