import {
  upcomingSlots,
  type BroadcastSchedule,
  type ProjectedEpisode,
} from '../../../../shared/broadcast-schedule';
import type { TitleRow } from './catalogue-store';

/** The columns a weekly schedule is read from; callers reading only these pass only these. */
export type ScheduleColumns = Pick<
  TitleRow,
  'broadcast_anchor' | 'broadcast_days' | 'ends_at' | 'long_runner'
>;

export function scheduleOf(row: ScheduleColumns): BroadcastSchedule | null {
  if (!row.broadcast_anchor || !row.broadcast_days) return null;
  return {
    anchor: row.broadcast_anchor,
    periodDays: row.broadcast_days,
    endsAt: row.ends_at,
    longRunner: row.long_runner === 1,
  };
}

export interface SeasonEpisode extends ProjectedEpisode {
  season: TitleRow;
  seasonNumber: number;
}

/** The first episode of any season airing at `now` or later (decision 172's projection). */
export function nextEpisodeOf(seasons: readonly TitleRow[], now: number): SeasonEpisode | null {
  let next: SeasonEpisode | null = null;
  seasons.forEach((season, index) => {
    const schedule = scheduleOf(season);
    const [slot] = schedule ? upcomingSlots(schedule, now, { episodes: season.episodes }) : [];
    if (slot && (!next || slot.airsAt < next.airsAt)) {
      next = { ...slot, season, seasonNumber: index + 1 };
    }
  });
  return next;
}
