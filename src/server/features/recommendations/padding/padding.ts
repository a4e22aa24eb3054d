import type { CatalogueListItem, TitleFormat } from '../../../../shared/catalogue-types';
import { isMediaType } from '../../../../shared/normalise';
import { candidateKey } from '../built-in/candidate';

/** Why a title pads a set rather than offering something new (decision 343). */
export type PaddingKind = 'special' | 'recap' | 'sequel';

/** Formats that are extras to a series, never a way into one. */
const EXTRA_FORMATS: ReadonlySet<TitleFormat> = new Set(['SPECIAL', 'MUSIC']);

/** Names the datasets give recap episodes and compilation films. */
const RECAP_NAME = /\b(recaps?|digest|compilation|soushuuhen|sōshūhen)\b|総集編/iu;

type Dated = Pick<
  CatalogueListItem,
  'first_air_date' | 'release_date' | 'popularity' | 'media_type' | 'id'
>;

export type PaddingTitle = Dated &
  Pick<CatalogueListItem, 'format' | 'title' | 'name' | 'original_title' | 'original_name'>;

function startOf(item: Dated): string | null {
  const date = item.first_air_date || item.release_date;
  return date ? date : null;
}

function namesOf(title: PaddingTitle): string[] {
  return [title.title, title.name, title.original_title, title.original_name].flatMap((name) =>
    name ? [name] : [],
  );
}

/** The related titles this one follows on from: begun earlier and more widely watched. */
function parentsOf(title: PaddingTitle, related: readonly Dated[]): Dated[] {
  const start = startOf(title);
  if (start === null) return [];
  return related.filter((other) => {
    const otherStart = startOf(other);
    // A remake or retelling outdraws the original it is related to, so it stays a way in.
    return otherStart !== null && otherStart < start && other.popularity > title.popularity;
  });
}

/**
 * What makes the title padding for this user, or null when it is a way in: a special or music
 * video, a recap, or a sequel or side story of a title the user has not started.
 */
export function paddingOf(
  title: PaddingTitle,
  related: readonly Dated[],
  started: ReadonlySet<string>,
): PaddingKind | null {
  if (title.format && EXTRA_FORMATS.has(title.format)) return 'special';
  if (namesOf(title).some((name) => RECAP_NAME.test(name))) return 'recap';
  const parents = parentsOf(title, related);
  if (parents.length === 0) return null;
  const followsStarted = parents.some(
    (parent) =>
      isMediaType(parent.media_type) && started.has(candidateKey(parent.media_type, parent.id)),
  );
  return followsStarted ? null : 'sequel';
}
