import type { AiringSeason, CatalogueEntry } from './catalogue-entry';

/** Season boundaries as the product defines them (spec §9). */
const SEASON_MONTHS: Record<AiringSeason, [string, string]> = {
  WINTER: ['01-01', '03-31'],
  SPRING: ['04-01', '06-30'],
  SUMMER: ['07-01', '09-30'],
  FALL: ['10-01', '12-31'],
};

const OPEN_END = '9999-12-31';

interface AiringSpan {
  startedFrom: string | null;
  startedTo: string | null;
  airedTo: string | null;
}

/** The dates a title may have started and stopped airing, as precisely as its season and year allow. */
export function airingSpan(entry: CatalogueEntry): AiringSpan {
  if (entry.year === null) return { startedFrom: null, startedTo: null, airedTo: null };
  const [from, to] = entry.season ? SEASON_MONTHS[entry.season] : ['01-01', '12-31'];
  const startedTo = `${entry.year}-${to}`;
  const stillAiring = entry.status === 'ONGOING' || entry.status === 'UPCOMING';
  return {
    startedFrom: `${entry.year}-${from}`,
    startedTo,
    airedTo: stillAiring ? OPEN_END : startedTo,
  };
}
