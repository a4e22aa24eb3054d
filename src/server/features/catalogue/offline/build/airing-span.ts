import { japanDate, OPEN_ENDED_PROJECTION_WEEKS } from '../../../../../shared/broadcast-schedule';
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

const WEEK_MS = 7 * 86_400_000;

/**
 * Exact Japanese dates; with no end, a long runner or a title anime-offline-database says is
 * ongoing airs on, and any other title stops at 13 weeks.
 */
function exactSpan(entry: CatalogueEntry, beginsAt: string): AiringSpan {
  const begin = Date.parse(beginsAt);
  const started = japanDate(begin);
  let airedTo: string;
  // anime-offline-database's weekly status outranks an end date that a break gave (One Piece).
  if (entry.status === 'ONGOING') airedTo = OPEN_END;
  else if (entry.endsAt) airedTo = japanDate(Date.parse(entry.endsAt));
  else if (entry.longRunner) airedTo = OPEN_END;
  else airedTo = japanDate(begin + OPEN_ENDED_PROJECTION_WEEKS * WEEK_MS);
  return {
    startedFrom: started,
    startedTo: started,
    airedTo: airedTo < started ? started : airedTo,
  };
}

/** The dates a title may have started and stopped airing, as precisely as its sources allow. */
export function airingSpan(entry: CatalogueEntry): AiringSpan {
  if (entry.beginsAt) return exactSpan(entry, entry.beginsAt);
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
