import { parseIsoDate } from './calendar-date';
import { episodeWhen, type EpisodeWhen } from './relative-date';
import type { UpcomingEpisode } from './upcoming';
import { dateInZone, isoDateInZone } from './zoned-date';

/** The day an episode airs for the viewer: its instant's date in their zone, else its date. */
export function episodeDay(episode: UpcomingEpisode, timeZone: string): string {
  return episode.airs_at ? isoDateInZone(Date.parse(episode.airs_at), timeZone) : episode.air_date;
}

/** When that day is ('Today', 'In 2 week(s)'…), from today in the zone. */
export function episodeWhenIn(episode: UpcomingEpisode, now: Date, timeZone: string): EpisodeWhen {
  return episodeWhen(episodeDay(episode, timeZone), dateInZone(now, timeZone));
}

/** Formatters by language and zone: making one loads the language's data each time. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  key: string,
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formatters.set(key, format);
  }
  return format;
}

/** The time of day it airs in the zone ('3:30 PM' or '15:30', as the language writes it); null where only the date is known. */
export function episodeTime(
  episode: UpcomingEpisode,
  timeZone: string,
  language: string,
): string | null {
  if (!episode.airs_at) return null;
  return formatter(`time ${language} ${timeZone}`, language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(Date.parse(episode.airs_at));
}

/** 'Sunday, November 30' for a 'YYYY-MM-DD' day, as the language writes it. */
export function dayHeading(day: string, language: string): string {
  const date = parseIsoDate(day);
  if (!date) return day;
  return formatter(`day ${language}`, language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(date.year, date.month - 1, date.day));
}
