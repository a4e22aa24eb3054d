import type { TvDetails } from '../../../shared/catalogue-types';
import { ownEpisodeName } from '../../../shared/episode-name';
import { TITLE_LANGUAGES, type TitleLanguage } from '../../../shared/i18n/title-language';
import { nameIfOther, namesOf } from '../../../shared/title-display-name';
import type { CatalogueProvider } from '../catalogue/provider';
import { dateOnlyAirTime } from './alert-times';

/**
 * A show's names as its alerts keep them (decision 441): the catalogue's own, and the one each
 * title language leads with where that is another (null: the name the user tracked stands).
 */
export interface ShowNames {
  name: string;
  inTitleLanguage: Record<TitleLanguage, string | null>;
}

export interface AiringEpisode {
  /** The catalogue's episode id, which is the same whichever entry of a show finds it. */
  key: string;
  season: number;
  episode: number;
  name: string | null;
  airsAt: number;
  show: ShowNames;
}

function showNamesOf(details: TvDetails): ShowNames {
  const names = namesOf(details);
  const inTitleLanguage = Object.fromEntries(
    TITLE_LANGUAGES.map((language) => [language, nameIfOther(names, language)]),
  ) as Record<TitleLanguage, string | null>;
  return { name: names.name, inTitleLanguage };
}

/**
 * A show's next episode from the catalogue: the offline catalogue's weekly slot gives the
 * instant (airs_at); TMDB gives a date only, which counts as 18:00 in the show's country.
 */
export async function nextAiringOf(
  provider: CatalogueProvider,
  showId: number,
): Promise<AiringEpisode | null> {
  const answer = await provider.get({ kind: 'details', mediaType: 'tv', id: showId }, {});
  if (answer.status !== 200) return null;
  const details = answer.body as TvDetails;
  const next = details.next_episode_to_air;
  if (!next?.air_date) return null;
  const exact = next.airs_at ? Date.parse(next.airs_at) : NaN;
  const airsAt = Number.isFinite(exact)
    ? exact
    : /^\d{4}-\d{2}-\d{2}$/.test(next.air_date)
      ? dateOnlyAirTime(next.air_date, details.origin_country)
      : NaN;
  if (!Number.isFinite(airsAt)) return null;
  return {
    key: `${provider.name}:${next.id}`,
    season: next.season_number,
    episode: next.episode_number,
    name: ownEpisodeName(next.name, next.episode_number),
    airsAt,
    show: showNamesOf(details),
  };
}

/**
 * The next episodes one pass has asked for, each show asked once: a show a thousand users watch
 * costs one catalogue look-up. A show already asked for is answered without a promise, which for
 * 200,000 titles would cost more than the rest of the pass's loop.
 */
export class AiringEpisodes {
  private readonly found = new Map<number, AiringEpisode | null>();

  constructor(private readonly provider: CatalogueProvider) {}

  /** Shows looked up so far. */
  get shows(): number {
    return this.found.size;
  }

  /** The show's next episode if it was looked up (null: none), undefined if not yet. */
  known(showId: number): AiringEpisode | null | undefined {
    return this.found.get(showId);
  }

  /**
   * Asks the catalogue; a catalogue that cannot answer means no alert for the show in this pass.
   * The pass awaits each look-up before the next, as the TMDB client's bound on calls in flight
   * wants, so a show is never looked up twice at once.
   */
  async lookUp(showId: number): Promise<AiringEpisode | null> {
    const episode = await nextAiringOf(this.provider, showId).catch(() => null);
    this.found.set(showId, episode);
    return episode;
  }
}
