import type { MovieDetails, TvDetails } from '../../../../shared/catalogue-types';
import { knownEpisodes, progressBoundsOf } from '../../../../shared/progress/progress-bounds';
import { seasonLengthsFrom, type SeasonLengths } from '../../../../shared/season-lengths';
import type { TrackedFieldsPatch, TrackedTitleKey } from '../../../../shared/tracked-title';
import { HttpError } from '../../../http/http-error';
import type { SerializedAnswers } from '../../catalogue/kept-answers';
import { fieldsOfDetails } from '../import/catalogue-fields';

type KnownCounts = Pick<TrackedFieldsPatch, 'episodes' | 'seriesDetails'>;

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
  const body: unknown = answer.status === 200 ? JSON.parse(answer.json) : null;
  if (body === null || typeof body !== 'object') {
    return { lengths: fallback, fields: null };
  }
  const details = body as TvDetails | MovieDetails;
  const listed = details as unknown as Record<string, unknown>;
  const known = seasonLengthsFrom(listed.number_of_episodes, details);
  // The progress dialog's own bound, so a long-runner's absolute numbering (One Piece's S20E886
  // while its season 20 counts 9) is accepted here as it is there.
  const bounds = key.media_type === 'tv' ? progressBoundsOf(details as TvDetails) : null;
  return {
    lengths: (season) =>
      (bounds && knownEpisodes(bounds, season)) ?? known(season) ?? fallback(season),
    fields: fieldsOfDetails(key.media_type, details),
  };
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
