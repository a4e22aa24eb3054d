import type { SeasonEntryWrite } from '../../../../shared/list-entry';
import type { TrackedTitle } from '../../../../shared/tracked-title';
import type { WriteRequest } from '../tracked-title-store';

/**
 * What a write of one season's entry does (decision 374): the title's current season, or a
 * later one the user starts (a status other than Plan to Watch, or progress, written), moves the
 * title's position there, which the entries follow; any other season's entry is edited alone,
 * so scoring or annotating a later season never moves the title (decision 393).
 */
export function planSeasonWrite(
  title: Pick<TrackedTitle, 'current_season' | 'status'>,
  season: number,
  body: SeasonEntryWrite,
): Pick<WriteRequest, 'patch' | 'season'> {
  const { status, progress, clientUpdatedAt: _time, ...fields } = body;
  const current = season === title.current_season;
  const starts =
    (status !== undefined || progress !== undefined) && (status ?? title.status) !== 'planToWatch';
  const startsLater = season > title.current_season && starts;
  if (current || startsLater) {
    return {
      patch: {
        ...(status === undefined ? {} : { status }),
        ...(current ? {} : { current_season: season, current_episode: progress ?? 0 }),
        ...(current && progress !== undefined ? { current_episode: progress } : {}),
        entry: fields,
      },
    };
  }
  return {
    patch: {},
    season: {
      season,
      patch: {
        ...fields,
        ...(status === undefined ? {} : { status }),
        ...(progress === undefined ? {} : { progress }),
      },
    },
  };
}
