import type { ListStatus, TrackedFieldsPatch } from '../../../../shared/tracked-title';

/** How far a status has got with a title, for two lines about one season. */
const STATUS_RANK: Record<ListStatus, number> = {
  planToWatch: 0,
  dropped: 1,
  onHold: 2,
  watching: 3,
  completed: 4,
};

const seasonOf = (patch: TrackedFieldsPatch) => patch.current_season ?? 1;

function moreAdvanced(first: ListStatus | undefined, second: ListStatus | undefined) {
  if (first === undefined) return second;
  if (second === undefined) return first;
  return STATUS_RANK[second] > STATUS_RANK[first] ? second : first;
}

/**
 * Two lines of one file about one title, as one (decision 175). Lines about different seasons of
 * a show: the later season's status and progress, since that is where the viewer is; the other
 * fields of the earlier line, which describes the show. Lines about the same season: the more
 * advanced status (completed, watching, on-hold, dropped, plan to watch) and the furthest episode.
 */
export function mergeLines(
  first: TrackedFieldsPatch,
  second: TrackedFieldsPatch,
): TrackedFieldsPatch {
  const [earlier, later] = seasonOf(second) < seasonOf(first) ? [second, first] : [first, second];
  if (seasonOf(earlier) !== seasonOf(later)) {
    const { status, current_episode } = later;
    return {
      ...later,
      ...earlier,
      ...(status === undefined ? {} : { status }),
      current_season: seasonOf(later),
      ...(current_episode === undefined ? {} : { current_episode }),
    };
  }
  const status = moreAdvanced(first.status, second.status);
  const episodes = [first.current_episode, second.current_episode].filter((e) => e !== undefined);
  return {
    ...second,
    ...first,
    ...(status === undefined ? {} : { status }),
    ...(episodes.length === 0 ? {} : { current_episode: Math.max(...episodes) }),
  };
}
