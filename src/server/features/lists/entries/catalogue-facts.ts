import type { MovieDetails, TvDetails } from '../../../../shared/catalogue-types';
import { knownEpisodes, progressBoundsOf } from '../../../../shared/progress/progress-bounds';
import { seasonLengthsFrom, type SeasonLengths } from '../../../../shared/season-lengths';
import type { TrackedFieldsPatch, TrackedTitleKey } from '../../../../shared/tracked-title';
import { HttpError } from '../../../http/http-error';
import type { KeptAnswer, SerializedAnswers } from '../../catalogue/kept-answers';
import { fieldsOfDetails } from '../import/catalogue-fields';

type KnownCounts = Pick<TrackedFieldsPatch, 'episodes' | 'seriesDetails'>;

interface CatalogueFacts {
  /** Each season's count as the catalogue knows it, or null. */
  known: SeasonLengths;
  fields: TrackedFieldsPatch;
}

/**
 * The facts of each kept details answer, worked out once: a write to a title the proxy already
 * answered costs no parse of its details (a long-runner's are tens of kilobytes).
 */
const factsOfAnswer = new WeakMap<KeptAnswer, CatalogueFacts | null>();

function factsOf(key: TrackedTitleKey, answer: KeptAnswer): CatalogueFacts | null {
  const kept = factsOfAnswer.get(answer);
  if (kept !== undefined) return kept;
  const body: unknown = answer.status === 200 ? JSON.parse(answer.json) : null;
  let facts: CatalogueFacts | null = null;
  if (body !== null && typeof body === 'object') {
    const details = body as TvDetails | MovieDetails;
    const listed = details as unknown as Record<string, unknown>;
    const counted = seasonLengthsFrom(listed.number_of_episodes, details);
    // The progress dialog's own bound, so a long-runner's absolute numbering (One Piece's S20E886
    // while its season 20 counts 9) is accepted here as it is there.
    const bounds = key.media_type === 'tv' ? progressBoundsOf(details as TvDetails) : null;
    facts = {
      known: (season) => (bounds && knownEpisodes(bounds, season)) ?? counted(season),
      fields: fieldsOfDetails(key.media_type, details),
    };
  }
  factsOfAnswer.set(answer, facts);
  return facts;
}

/**
 * What an interactive write needs of the catalogue (decision 374): each season's episode count
 * (the catalogue's now, else what the title carries) and the title's own fields, so a title
 * written with only its id gets its names. The details come from the answers the proxy keeps
 * (decision 419), so a write asks the catalogue's threads only for a title no one looked up.
 */
export async function catalogueFactsOf(
  answers: SerializedAnswers,
  key: TrackedTitleKey,
  carried: KnownCounts | undefined,
): Promise<{ lengths: SeasonLengths; fields: TrackedFieldsPatch | null }> {
  const fallback = seasonLengthsFrom(carried?.episodes, carried?.seriesDetails);
  const answer = await answers.get({ kind: 'details', mediaType: key.media_type, id: key.id }, {});
  const facts = factsOf(key, answer);
  if (!facts) return { lengths: fallback, fields: null };
  return { lengths: (season) => facts.known(season) ?? fallback(season), fields: facts.fields };
}

/** Interactive progress past a season's known count is refused; imports are not bounded. */
export function refuseBeyondCatalogue(
  lengths: SeasonLengths,
  season: number,
  episode: number,
  field: string,
): void {
  const length = lengths(season);
  if (length === null || episode <= length) return;
  throw new HttpError(
    422,
    'progress-beyond-catalogue',
    `Invalid body.${field}: season ${season} has ${length} episodes.`,
  );
}
