import { genreKey, type TasteStatus } from './taste';

/** Nearly every title in an anime catalogue is Animation: sharing it says nothing. */
const UNINFORMATIVE_GENRES = new Set(['animation']);
/** Two genres name the overlap; more would read as a list rather than a reason. */
const SHOWN_GENRES = 2;

export interface ReasonTitle {
  genres: readonly string[];
  /** Absent where the catalogue or the list does not say. */
  studios?: readonly string[] | undefined;
}

export interface ReasonSeed extends ReasonTitle {
  title: string;
  status: TasteStatus;
}

export interface Overlap {
  /** Shared genres in the candidate's spelling, rarest first. */
  genres: string[];
  sameStudio: boolean;
  /** How much the overlap says: the rarity of the shared genres, and a studio counts like one. */
  weight: number;
}

function sharesStudio(a: ReasonTitle, b: ReasonTitle): boolean {
  if (!a.studios?.length || !b.studios?.length) return false;
  const theirs = new Set(b.studios.map(genreKey));
  return a.studios.some((studio) => theirs.has(genreKey(studio)));
}

/** What two titles share that tells them apart from the rest of the catalogue. */
export function overlapOf(
  candidate: ReasonTitle,
  seed: ReasonTitle,
  idf: ReadonlyMap<string, number>,
): Overlap {
  const theirs = new Set(seed.genres.map(genreKey));
  const seen = new Set<string>();
  const shared = candidate.genres.filter((genre) => {
    const key = genreKey(genre);
    if (UNINFORMATIVE_GENRES.has(key) || !theirs.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rarity = (genre: string) => idf.get(genreKey(genre)) ?? 0;
  const genres = shared
    .sort((a, b) => rarity(b) - rarity(a) || a.localeCompare(b, 'en'))
    .slice(0, SHOWN_GENRES);
  const sameStudio = sharesStudio(candidate, seed);
  const studioWeight = sameStudio ? Math.max(1, ...[...idf.values()]) : 0;
  return {
    genres,
    sameStudio,
    weight: genres.reduce((sum, genre) => sum + rarity(genre), 0) + studioWeight,
  };
}

const OPENINGS: Record<TasteStatus, (title: string) => string> = {
  favourite: (title) => `Like ${title}, one of your favourites`,
  completed: (title) => `Because you finished ${title}`,
  watching: (title) => `Because you are watching ${title}`,
  picked: (title) => `Like ${title}, which you picked`,
  pickedGenre: () => 'From genres you enjoy',
  planToWatch: (title) => `Like ${title}, on your Plan to Watch list`,
  onHold: (title) => `Like ${title}, which you have on hold`,
  dropped: (title) => `Like ${title}`,
};

/** "same studio and genres Adventure, Fantasy"; null when nothing telling is shared. */
export function overlapPhrase(overlap: Overlap): string | null {
  const parts: string[] = [];
  if (overlap.sameStudio) parts.push('same studio');
  if (overlap.genres.length > 0) {
    const noun = overlap.genres.length === 1 ? 'genre' : 'genres';
    parts.push(`${noun} ${overlap.genres.join(', ')}`);
  }
  return parts.length > 0 ? parts.join(' and ') : null;
}

/** The reason a title is recommended for its likeness to one of the user's titles. */
export function likenessReason(seed: ReasonSeed, overlap: Overlap): string | null {
  const phrase = overlapPhrase(overlap);
  return phrase ? `${OPENINGS[seed.status](seed.title)}: ${phrase}` : null;
}
