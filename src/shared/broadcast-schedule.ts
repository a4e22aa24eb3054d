/**
 * Weekly broadcast schedules as bangumi-data writes them (`R/<first slot>/P7D`, an ISO 8601
 * repeating interval), projected onto the episodes still to come. The catalogue keeps a schedule
 * only where its first slot is the title's first episode, so slot n is episode n. Broadcast dates are given as
 * Japanese calendar dates (JST, UTC+9), as Japanese listings and TMDB date them.
 */

const DAY_MS = 86_400_000;
const JST_OFFSET_MS = 9 * 3_600_000;
/** A show with no end date is projected this far past its first slot unless it is a long runner. */
export const OPEN_ENDED_PROJECTION_WEEKS = 13;
/** A long runner without an end date is projected at most this far ahead of today. */
export const LONG_RUNNER_LOOKAHEAD_WEEKS = 13;

export interface BroadcastSchedule {
  /** The first slot, as an instant (ISO 8601 with a zone). */
  anchor: string;
  periodDays: number;
  /** The last slot's instant or day, when the title has a known end. */
  endsAt: string | null;
  /** Known to run on with no end date (decision 172): projected past 13 weeks. */
  longRunner: boolean;
}

export interface ProjectedEpisode {
  episodeNumber: number;
  /** The instant the episode airs (ISO 8601, UTC). */
  airsAt: string;
  /** Its date in Japan, 'YYYY-MM-DD'. */
  airDate: string;
}

const RECURRENCE = /^R\/([^/]+)\/P(\d{1,3})D$/;

/** Reads `R/<instant>/P<n>D`; null for anything else, including a period of 0 (a single showing). */
export function parseRecurrence(text: string | null | undefined): {
  anchor: string;
  periodDays: number;
} | null {
  const match = text?.match(RECURRENCE);
  if (!match) return null;
  const anchor = Date.parse(match[1] ?? '');
  const periodDays = Number(match[2]);
  if (!Number.isFinite(anchor) || periodDays < 1) return null;
  return { anchor: new Date(anchor).toISOString(), periodDays };
}

/** The Japanese calendar date of an instant. */
export function japanDate(instant: number): string {
  return new Date(instant + JST_OFFSET_MS).toISOString().slice(0, 10);
}

function lastSlotTime(schedule: BroadcastSchedule, anchor: number, now: number): number {
  const end = schedule.endsAt ? Date.parse(schedule.endsAt) : NaN;
  // An end given as a day means the whole of that day.
  if (Number.isFinite(end)) return end + (schedule.endsAt?.length === 10 ? DAY_MS - 1 : 0);
  if (schedule.longRunner) return now + LONG_RUNNER_LOOKAHEAD_WEEKS * 7 * DAY_MS;
  return anchor + OPEN_ENDED_PROJECTION_WEEKS * 7 * DAY_MS;
}

/**
 * The slots from `now` on (an episode airing at `now` still counts), at most `limit` of them,
 * and never past the end date, the known episode count, or the open-ended horizon.
 */
export function upcomingSlots(
  schedule: BroadcastSchedule,
  now: number,
  { episodes = null, limit = 1 }: { episodes?: number | null; limit?: number } = {},
): ProjectedEpisode[] {
  const anchor = Date.parse(schedule.anchor);
  if (!Number.isFinite(anchor)) return [];
  const period = schedule.periodDays * DAY_MS;
  const last = lastSlotTime(schedule, anchor, now);
  const first = Math.max(0, Math.ceil((now - anchor) / period));
  const slots: ProjectedEpisode[] = [];
  for (let index = first; slots.length < limit; index++) {
    const airsAt = anchor + index * period;
    if (airsAt > last) break;
    if (episodes !== null && index + 1 > episodes) break;
    slots.push({
      episodeNumber: index + 1,
      airsAt: new Date(airsAt).toISOString(),
      airDate: japanDate(airsAt),
    });
  }
  return slots;
}

/** The slot of episode `number` (1-based; the anchor is episode 1), or null past the end. */
export function slotOfEpisode(
  schedule: BroadcastSchedule,
  number: number,
): ProjectedEpisode | null {
  if (number < 1) return null;
  const anchor = Date.parse(schedule.anchor);
  if (!Number.isFinite(anchor)) return null;
  const airsAt = anchor + (number - 1) * schedule.periodDays * DAY_MS;
  const end = schedule.endsAt ? Date.parse(schedule.endsAt) : NaN;
  const endOfLastDay = schedule.endsAt?.length === 10 ? end + DAY_MS - 1 : end;
  if (Number.isFinite(endOfLastDay) && airsAt > endOfLastDay) return null;
  return {
    episodeNumber: number,
    airsAt: new Date(airsAt).toISOString(),
    airDate: japanDate(airsAt),
  };
}
