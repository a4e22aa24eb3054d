import { parseIsoDate } from './calendar-date';
import { episodeDayLabel } from './relative-date';
import type { UpcomingEpisode } from './upcoming';
import { dateInZone, isoDateInZone } from './zoned-date';

/** The day an episode airs for the viewer: its instant's date in their zone, else its date. */
export function episodeDay(episode: UpcomingEpisode, timeZone: string): string {
  return episode.airs_at ? isoDateInZone(Date.parse(episode.airs_at), timeZone) : episode.air_date;
}

/** The spec's relative label ('Today', 'In 2 week(s)'…) for that day, from today in the zone. */
export function episodeLabel(episode: UpcomingEpisode, now: Date, timeZone: string): string {
  return episodeDayLabel(episodeDay(episode, timeZone), dateInZone(now, timeZone));
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** The time of day it airs in the zone ('3:30 PM' or '15:30', as the browser's language writes it); null where only the date is known. */
export function episodeTime(episode: UpcomingEpisode, timeZone: string): string | null {
  if (!episode.airs_at) return null;
  let format = timeFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone });
    timeFormatters.set(timeZone, format);
  }
  return format.format(Date.parse(episode.airs_at));
}

let dayFormat: Intl.DateTimeFormat | undefined;

/** 'Sunday, November 30' for a 'YYYY-MM-DD' day, as the browser's language writes it. */
export function dayHeading(day: string): string {
  const date = parseIsoDate(day);
  if (!date) return day;
  dayFormat ??= new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(Date.UTC(date.year, date.month - 1, date.day));
}
