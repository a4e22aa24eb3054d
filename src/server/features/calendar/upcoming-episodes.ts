import pLimit from 'p-limit';
import type { TvDetails } from '../../../shared/catalogue-types';
import { ownEpisodeName } from '../../../shared/episode-name';
import { episodeRuntime } from '../../../shared/episode-runtime';
import type { TitleLanguage } from '../../../shared/i18n/title-language';
import { nameIfOther, namesOf } from '../../../shared/title-display-name';
import { displayTitleOf, type TrackedTitle } from '../../../shared/tracked-title';
import { airsOnOrAfter } from '../../../shared/upcoming';
import { isoDateInZone } from '../../../shared/zoned-date';
import type { ServerTranslate } from '../../i18n/server-messages';
import type { CatalogueProvider } from '../catalogue/provider';
import type { CalendarEvent, EventTime } from './ical';

const LOOKUPS_AT_ONCE = 4;
/** An episode whose length the catalogue does not give lasts as long as most anime episodes. */
const USUAL_EPISODE_MINUTES = 24;

interface NextEpisode {
  /** The broadcast's date as the catalogue gives it (YYYY-MM-DD). */
  date: string;
  /** The exact broadcast instant (epoch ms), where the catalogue knows it. */
  airsAt: number | null;
  /** The episode's length, where the catalogue knows it. */
  minutes: number | null;
  season: number;
  episode: number;
  /** The episode's own name; null where the catalogue has none (or only 'Episode 4'). */
  name: string | null;
  /** The show's name in the viewer's title language, where the catalogue's names are at hand. */
  showName: string | null;
}

/** The viewer's today, zone and title language: a timed episode is upcoming until it has aired. */
interface Viewer {
  now: number;
  timeZone: string;
  today: string;
  titleLanguage: TitleLanguage;
}

function isAhead(next: Pick<NextEpisode, 'date' | 'airsAt'>, viewer: Viewer): boolean {
  return next.airsAt === null ? airsOnOrAfter(next.date, viewer.today) : next.airsAt >= viewer.now;
}

/** From the catalogue's show details (TMDB's next_episode_to_air). */
async function fromCatalogue(
  provider: CatalogueProvider,
  title: TrackedTitle,
  viewer: Viewer,
): Promise<NextEpisode | null> {
  if (!provider.capabilities.airDates) return null;
  const answer = await provider.get({ kind: 'details', mediaType: 'tv', id: title.id }, {});
  if (answer.status !== 200) return null;
  const details = answer.body as TvDetails;
  const next = details.next_episode_to_air;
  if (!next?.air_date) return null;
  const airsAt = next.airs_at ? Date.parse(next.airs_at) : NaN;
  const timed = { date: next.air_date, airsAt: Number.isFinite(airsAt) ? airsAt : null };
  // TMDB keeps a next episode long after it aired (One Piece's 2019 one): never an event.
  if (!isAhead(timed, viewer)) return null;
  return {
    ...timed,
    minutes: episodeRuntime(details),
    season: next.season_number,
    episode: next.episode_number,
    name: ownEpisodeName(next.name, next.episode_number),
    showName: nameIfOther(namesOf(details), viewer.titleLanguage),
  };
}

/** From the AniList nextAiringEpisode stored with the title, while it is still ahead. */
function fromStored(title: TrackedTitle, viewer: Viewer): NextEpisode | null {
  const next = title.nextAiringEpisode;
  if (!next) return null;
  const airsAt = next.airingAt * 1000;
  if (airsAt < viewer.now) return null;
  return {
    date: isoDateInZone(airsAt, viewer.timeZone),
    airsAt,
    minutes: null,
    season: title.current_season,
    episode: next.episode,
    name: null,
    showName: null,
  };
}

function timeOf(next: NextEpisode): EventTime {
  if (next.airsAt === null) return { date: next.date };
  return { startsAt: next.airsAt, minutes: next.minutes ?? USUAL_EPISODE_MINUTES };
}

function eventOf(
  title: TrackedTitle,
  next: NextEpisode,
  baseUrl: string,
  t: ServerTranslate,
): CalendarEvent {
  return {
    uid: `tsuzuki-tv-${title.id}-s${next.season}e${next.episode}`,
    time: timeOf(next),
    summary: t('calendar.event.summary', {
      show: next.showName ?? displayTitleOf(title),
      season: next.season,
      episode: next.episode,
      // Spec §3: an episode without a name is called 'Episode {number}', in the reader's words.
      episodeName: next.name ?? t('common.episode', { number: next.episode }),
    }),
    url: `${baseUrl}/anime/tv/${title.id}`,
  };
}

const sortKey = (time: EventTime) =>
  'date' in time ? time.date : new Date(time.startsAt).toISOString();

/**
 * One event per Watching show with a next episode still to come for the viewer (an undated
 * one from their today, in their time zone), soonest first, worded in their language.
 */
export async function upcomingEpisodeEvents(
  provider: CatalogueProvider,
  titles: readonly TrackedTitle[],
  {
    now,
    baseUrl,
    timeZone,
    titleLanguage,
    t,
  }: {
    now: number;
    baseUrl: string;
    timeZone: string;
    titleLanguage: TitleLanguage;
    t: ServerTranslate;
  },
): Promise<CalendarEvent[]> {
  const viewer: Viewer = { now, timeZone, today: isoDateInZone(now, timeZone), titleLanguage };
  const found = await pLimit(LOOKUPS_AT_ONCE).map(titles, async (title) => {
    const next =
      (await fromCatalogue(provider, title, viewer).catch(() => null)) ?? fromStored(title, viewer);
    return next ? eventOf(title, next, baseUrl, t) : null;
  });
  const events = found.filter((event): event is CalendarEvent => event !== null);
  return events.sort(
    (a, b) => sortKey(a.time).localeCompare(sortKey(b.time)) || a.uid.localeCompare(b.uid),
  );
}
