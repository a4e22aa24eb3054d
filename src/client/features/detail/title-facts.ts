import type { CatalogueInfo, CatalogueProviderName } from '../../../shared/catalogue-info';
import type { Genre } from '../../../shared/catalogue-types';
import { episodeRuntime } from '../../../shared/episode-runtime';
import { applyFiltersToUrl, DEFAULT_FILTERS } from '../../../shared/filter-state';
import { seasonOf } from '../../../shared/seasons';
import type { MessageId, Translate } from '../../i18n/messages';
import type { TitleDetails } from '../../lib/catalogue/title-details';
import { seasonOfYearLabel } from '../../ui/season-names';
import { kindLabel, scoreLabel, yearLabel } from '../../ui/title-meta';
import { formatCount } from '../../../shared/locale-format';

export interface Fact {
  label: string;
  value: string;
}

/**
 * The bundled catalogue's vote count is MyAnimeList's member count (decision 033), so it is
 * named as such rather than passed off as votes.
 */
function scoreFact(
  voteAverage: number | null,
  voteCount: number,
  provider: CatalogueProviderName | undefined,
  t: Translate,
) {
  const score = voteAverage === null ? null : scoreLabel(voteAverage);
  if (!score) return null;
  if (voteCount <= 0) return t('detail.fact.scoreOutOf10', { score });
  const count = formatCount(voteCount);
  return t(provider === 'offline' ? 'detail.fact.scoreMembers' : 'detail.fact.scoreVotes', {
    score,
    count,
  });
}

function runtimeFact({ mediaType, details }: TitleDetails, t: Translate): string | null {
  const minutes = mediaType === 'movie' ? details.runtime : episodeRuntime(details);
  if (!minutes) return null;
  return t(mediaType === 'movie' ? 'detail.fact.minutes' : 'detail.fact.minutesPerEpisode', {
    minutes,
  });
}

/** "Fall 2023": the anime season of the first air or release date, by the shared season rules. */
export function premieredLabel(date: string | null | undefined, t: Translate): string | null {
  const match = date?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  if (!year || !month || !day) return null;
  // A local date, as seasonOf reads the local calendar; UTC parsing could shift it a day back.
  return seasonOfYearLabel(seasonOf(new Date(year, month - 1, day)), year, t);
}

/** The catalogues' statuses (TMDB's words, which the offline catalogue uses too). */
const STATUS_NAMES: Readonly<Record<string, MessageId>> = {
  'Returning Series': 'detail.status.returning',
  Ended: 'detail.status.ended',
  Canceled: 'detail.status.canceled',
  Planned: 'detail.status.planned',
  'In Production': 'detail.status.inProduction',
  'Post Production': 'detail.status.postProduction',
  Released: 'detail.status.released',
  Rumored: 'detail.status.rumored',
};

/** A status in the interface's language; one no catalogue was known to send, as it came. */
function statusFact(status: string, t: Translate): string | null {
  const trimmed = status.trim();
  if (!trimmed) return null;
  const id = Object.hasOwn(STATUS_NAMES, trimmed) ? STATUS_NAMES[trimmed] : undefined;
  return id ? t(id) : trimmed;
}

/**
 * The facts the catalogue knows about a title, in reading order; unknown ones are left out. A
 * catalogue without seasons (the offline one: one entry per season) gives no season count.
 */
export function titleFacts(
  title: TitleDetails,
  info: Pick<CatalogueInfo, 'provider' | 'capabilities'> | undefined,
  t: Translate,
): Fact[] {
  const { mediaType, details } = title;
  const seasonsKnown = mediaType === 'tv' && info?.capabilities.seasons === true;
  const candidates: [MessageId, string | null][] = [
    ['detail.fact.type', kindLabel(mediaType, details.format, t)],
    ['detail.fact.year', yearLabel(details)],
    // Seasons are how series air; a film simply has its year.
    [
      'detail.fact.premiered',
      mediaType === 'tv' ? premieredLabel(details.first_air_date, t) : null,
    ],
    [
      'detail.fact.episodes',
      mediaType === 'tv' && details.number_of_episodes
        ? formatCount(details.number_of_episodes)
        : null,
    ],
    [
      'detail.fact.seasons',
      seasonsKnown && details.number_of_seasons ? formatCount(details.number_of_seasons) : null,
    ],
    ['detail.fact.runtime', runtimeFact(title, t)],
    ['detail.fact.status', statusFact(details.status, t)],
    ['detail.fact.score', scoreFact(details.vote_average, details.vote_count, info?.provider, t)],
    ['detail.fact.studios', details.studios?.length ? details.studios.join(', ') : null],
  ];
  return candidates.flatMap(([label, value]) => (value ? [{ label: t(label), value }] : []));
}

/** Discover with only this genre chosen: the address Discover itself writes for that filter. */
export function genreDiscoverPath(genre: Pick<Genre, 'id'>): string {
  return applyFiltersToUrl('/discover', { ...DEFAULT_FILTERS, genreId: String(genre.id) });
}
