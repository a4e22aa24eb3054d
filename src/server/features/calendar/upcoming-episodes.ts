import pLimit from 'p-limit';
import type { TvDetails } from '../../../shared/catalogue-types';
import { displayTitleOf, type TrackedTitle } from '../../../shared/tracked-title';
import { airsOnOrAfter, earliestTodayAnywhere } from '../../../shared/upcoming';
import type { CatalogueProvider } from '../catalogue/provider';
import type { AllDayEvent } from './ical';

const LOOKUPS_AT_ONCE = 4;

interface NextEpisode {
  date: string;
  season: number;
  episode: number;
  name: string | null;
}

/** From the catalogue's show details (TMDB's next_episode_to_air). */
async function fromCatalogue(
  provider: CatalogueProvider,
  title: TrackedTitle,
  today: string,
): Promise<NextEpisode | null> {
  if (!provider.capabilities.airDates) return null;
  const answer = await provider.get({ kind: 'details', mediaType: 'tv', id: title.id }, {});
  if (answer.status !== 200) return null;
  const next = (answer.body as TvDetails).next_episode_to_air;
  // TMDB keeps a next episode long after it aired (One Piece's 2019 one): never an event.
  if (!next?.air_date || !airsOnOrAfter(next.air_date, today)) return null;
  return {
    date: next.air_date,
    season: next.season_number,
    episode: next.episode_number,
    name: next.name?.trim() || null,
  };
}

/** From the AniList nextAiringEpisode stored with the title, while it is still ahead. */
function fromStored(title: TrackedTitle, today: string): NextEpisode | null {
  const next = title.nextAiringEpisode;
  if (!next) return null;
  const date = new Date(next.airingAt * 1000).toISOString().slice(0, 10);
  if (!airsOnOrAfter(date, today)) return null;
  return {
    date,
    season: title.current_season,
    episode: next.episode,
    name: null,
  };
}

function eventOf(title: TrackedTitle, next: NextEpisode, baseUrl: string): AllDayEvent {
  // Spec §3: an episode without a name is called 'Episode {number}'.
  const episodeName = next.name ?? `Episode ${next.episode}`;
  return {
    uid: `tsuzuki-tv-${title.id}-s${next.season}e${next.episode}`,
    date: next.date,
    summary: `${displayTitleOf(title)} — S${next.season}E${next.episode} ${episodeName}`,
    url: `${baseUrl}/anime/tv/${title.id}`,
  };
}

/** One event per Watching show with a known next episode not before today, soonest first. */
export async function upcomingEpisodeEvents(
  provider: CatalogueProvider,
  titles: readonly TrackedTitle[],
  { now, baseUrl }: { now: number; baseUrl: string },
): Promise<AllDayEvent[]> {
  const today = earliestTodayAnywhere(now);
  const found = await pLimit(LOOKUPS_AT_ONCE).map(titles, async (title) => {
    const next =
      (await fromCatalogue(provider, title, today).catch(() => null)) ?? fromStored(title, today);
    return next ? eventOf(title, next, baseUrl) : null;
  });
  const events = found.filter((event): event is AllDayEvent => event !== null);
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.uid.localeCompare(b.uid));
}
