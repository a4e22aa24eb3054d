import { formatCount } from '../../../shared/locale-format';
import type { CountedFormat, CountedSeason } from '../../../shared/stats-api';
import type { Translate } from '../../i18n/messages';
import { seasonOfYearLabel } from '../../ui/season-names';
import { kindLabel } from '../../ui/title-meta';

/** Formatters by language: making one loads the language's data. */
const monthFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  formats: Map<string, Intl.DateTimeFormat>,
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
      ...options,
      timeZone: 'UTC',
    });
    formats.set(language, format);
  }
  return format;
}

/** A month's short name, 1-based: 'Jan', '1月', 'janv.'… */
export function monthLabel(month: number, language: string): string {
  return cached(monthFormats, language, { month: 'short' }).format(Date.UTC(2000, month - 1, 1));
}

export function hoursOf(minutes: number): number {
  return Math.round(minutes / 6) / 10;
}

export function formatName({ mediaType, format }: CountedFormat, t: Translate): string {
  return kindLabel(mediaType, format ?? undefined, t);
}

export function seasonName({ season, year }: CountedSeason, t: Translate): string {
  return seasonOfYearLabel(season, year, t);
}

/** The share of started titles completed, as '60 %'; null when none was started. */
export function completionLabel(completion: { completed: number; started: number }, t: Translate) {
  if (completion.started === 0) return null;
  const percent = Math.round((completion.completed / completion.started) * 100);
  return t('stats.percent', { percent: formatCount(percent) });
}

/** 'Mar 3 – Mar 9' for ISO dates, read as calendar days whatever the viewer's zone. */
export function dayRangeLabel(from: string, to: string, language: string): string {
  const format = cached(dayFormats, language, { month: 'short', day: 'numeric' });
  const day = (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}
