import type { ListStatus } from './tracked-title';

/** MyAnimeList's my_status, as its XML export writes it, and its numeric codes (5 is unused). */
const MAL_STATUSES: Record<string, ListStatus> = {
  watching: 'watching',
  completed: 'completed',
  'on-hold': 'onHold',
  dropped: 'dropped',
  'plan to watch': 'planToWatch',
  '1': 'watching',
  '2': 'completed',
  '3': 'onHold',
  '4': 'dropped',
  '6': 'planToWatch',
};

/** AniList's MediaListStatus; a rewatch (REPEATING) is being watched again. */
const ANILIST_STATUSES: Record<string, ListStatus> = {
  CURRENT: 'watching',
  PLANNING: 'planToWatch',
  COMPLETED: 'completed',
  DROPPED: 'dropped',
  PAUSED: 'onHold',
  REPEATING: 'watching',
};

export function statusFromMal(value: string): ListStatus | null {
  return MAL_STATUSES[value.trim().toLowerCase()] ?? null;
}

export function statusFromAnilist(value: string): ListStatus | null {
  return ANILIST_STATUSES[value.trim().toUpperCase()] ?? null;
}
