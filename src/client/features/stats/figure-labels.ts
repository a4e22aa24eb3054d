import { formatCount } from '../../../shared/locale-format';
import { SEASONS } from '../../../shared/seasons';
import type { CountedFormat, CountedSeason } from '../../../shared/stats-api';
import type { Translate } from '../../i18n/messages';
import { kindLabel } from '../../ui/title-meta';

export const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export function hoursOf(minutes: number): number {
  return Math.round(minutes / 6) / 10;
}

export function hoursLabel(minutes: number): string {
  return `${formatCount(hoursOf(minutes))} h`;
}

export function formatName({ mediaType, format }: CountedFormat, t: Translate): string {
  return kindLabel(mediaType, format ?? undefined, t);
}

export function seasonName({ season, year }: CountedSeason): string {
  const label = SEASONS.find((each) => each.id === season)?.label ?? season;
  return `${label} ${year}`;
}

/** The share of started titles completed, as '60 %'; null when none was started. */
export function completionLabel(completion: { completed: number; started: number }) {
  if (completion.started === 0) return null;
  const percent = Math.round((completion.completed / completion.started) * 100);
  return `${percent} %`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 3 – Mar 9' for ISO dates, read as calendar days whatever the viewer's zone. */
export function dayRangeLabel(from: string, to: string): string {
  const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}
