import type { SeasonEntryWrite } from '../../../../shared/list-entry';
import type { TrackedTitle } from '../../../../shared/tracked-title';
import type { WriteRequest } from '../tracked-title-store';

/**
 * What a write of one season's entry does (decision 374): the title's current season, or a
 * later one the user starts (any status but Plan to Watch), moves the title's position there,
 * which the entries follow; any other season's entry is edited alone.
 */
export function planSeasonWrite(
  title: Pick<TrackedTitle, 'current_season' | 'status'>,
  season: number,
  body: SeasonEntryWrite,
): Pick<WriteRequest, 'patch' | 'season'> {
  const { status, progress, clientUpdatedAt: _time, ...fields } = body;
  const current = season === title.current_season;
  const startsLater = season > title.current_season && (status ?? title.status) !== 'planToWatch';
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
