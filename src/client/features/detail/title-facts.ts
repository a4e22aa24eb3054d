import type { CatalogueInfo, CatalogueProviderName } from '../../../shared/catalogue-info';
import type { Genre } from '../../../shared/catalogue-types';
import { episodeRuntime } from '../../../shared/episode-runtime';
import { applyFiltersToUrl, DEFAULT_FILTERS } from '../../../shared/filter-state';
import { SEASONS, seasonOf } from '../../../shared/seasons';
import type { TitleDetails } from '../../lib/catalogue/title-details';
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
  provider?: CatalogueProviderName,
) {
  const score = voteAverage === null ? null : scoreLabel(voteAverage);
  if (!score) return null;
  const unit = provider === 'offline' ? 'members' : 'votes';
  return voteCount > 0 ? `${score} / 10 · ${formatCount(voteCount)} ${unit}` : `${score} / 10`;
}

function runtimeFact({ mediaType, details }: TitleDetails): string | null {
  const minutes = mediaType === 'movie' ? details.runtime : episodeRuntime(details);
  if (!minutes) return null;
  return mediaType === 'movie' ? `${minutes} min` : `${minutes} min per episode`;
}

/** "Fall 2023": the anime season of the first air or release date, by the shared season rules. */
export function premieredLabel(date: string | null | undefined): string | null {
  const match = date?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  if (!year || !month || !day) return null;
  // A local date, as seasonOf reads the local calendar; UTC parsing could shift it a day back.
  const season = seasonOf(new Date(year, month - 1, day));
  const label = SEASONS.find((candidate) => candidate.id === season)?.label;
  return label ? `${label} ${year}` : null;
}

/**
 * The facts the catalogue knows about a title, in reading order; unknown ones are left out. A
 * catalogue without seasons (the offline one: one entry per season) gives no season count.
 */
export function titleFacts(
  title: TitleDetails,
  info: Pick<CatalogueInfo, 'provider' | 'capabilities'> | undefined,
): Fact[] {
  const { mediaType, details } = title;
  const seasonsKnown = mediaType === 'tv' && info?.capabilities.seasons === true;
  const candidates: [string, string | null][] = [
    ['Type', kindLabel(mediaType, details.format)],
    ['Year', yearLabel(details)],
    // Seasons are how series air; a film simply has its year.
    ['Premiered', mediaType === 'tv' ? premieredLabel(details.first_air_date) : null],
    [
      'Episodes',
      mediaType === 'tv' && details.number_of_episodes
        ? formatCount(details.number_of_episodes)
        : null,
    ],
    [
      'Seasons',
      seasonsKnown && details.number_of_seasons ? formatCount(details.number_of_seasons) : null,
    ],
    ['Runtime', runtimeFact(title)],
    ['Status', details.status.trim() || null],
    ['Score', scoreFact(details.vote_average, details.vote_count, info?.provider)],
    ['Studios', details.studios?.length ? details.studios.join(', ') : null],
  ];
  return candidates.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

/** Discover with only this genre chosen: the address Discover itself writes for that filter. */
export function genreDiscoverPath(genre: Pick<Genre, 'id'>): string {
  return applyFiltersToUrl('/discover', { ...DEFAULT_FILTERS, genreId: String(genre.id) });
}
