import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { formatIsoDate, localCalendarDate } from '../../../shared/calendar-date';
import type { MediaType } from '../../../shared/catalogue-types';
import { isDiscoverSort, type DiscoverSort } from '../../../shared/filter-state';
import { genreOptionsFor } from '../../../shared/genres';
import { useMessages, type MessageId } from '../../i18n/messages';
import { useAllowAdult } from '../../lib/catalogue/allow-adult';
import { discoverList } from '../../lib/catalogue/discover-list';
import { useTitleList } from '../../lib/catalogue/title-list';
import { useFilters } from '../../shell/filters/filter-context';
import { genreListQuery } from '../../shell/filters/use-genre-options';
import { Page } from '../../ui/Page';
import { TitleList, listStateOf } from '../../ui/TitleList';
import { quickViewAction } from '../detail/QuickViewButton';
import { GenreOptions } from '../../shell/filters/GenreOptions';
import { YearField } from '../../shell/filters/YearField';
import styles from './discover.module.css';

const MEDIA_TYPES: { value: MediaType; label: MessageId }[] = [
  { value: 'tv', label: 'common.kind.tv' },
  { value: 'movie', label: 'common.kind.movie' },
];

const SORT_LABELS: Record<DiscoverSort, MessageId> = {
  popular: 'browse.discover.sort.popular',
  top: 'browse.discover.sort.top',
  newest: 'browse.discover.sort.newest',
};

/**
 * Genre, media type, sort and year live in the shared filter state, so a choice here survives a
 * reload and carries over to the browse screens; 'any' format lists TV, as the spec's first load
 * does.
 */
export function DiscoverPage() {
  const t = useMessages();
  const allowAdult = useAllowAdult();
  const { filters, updateFilter, replaceFilters } = useFilters();
  const mediaType: MediaType = filters.format === 'movie' ? 'movie' : 'tv';
  const genreList = useQuery(genreListQuery(mediaType));
  const genres = useMemo(
    () => genreOptionsFor(genreList.data ?? [], mediaType),
    [genreList.data, mediaType],
  );
  const [today] = useState(() => formatIsoDate(localCalendarDate(new Date())));
  const { sort, year, genreId } = filters;
  const list = useMemo(
    () => discoverList({ mediaType, allowAdult, genreId, order: { sort, year, today } }),
    [mediaType, allowAdult, genreId, sort, year, today],
  );
  const { titles, query } = useTitleList(list, allowAdult);
  const genreFieldId = useId();
  const sortFieldId = useId();

  return (
    <Page title={t('shell.nav.discover')} lead={t('browse.discover.lead')}>
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={genreFieldId} className={styles.label}>
            {t('browse.discover.genre')}
          </label>
          <select
            id={genreFieldId}
            className={styles.select}
            value={filters.genreId}
            onChange={(event) => updateFilter('genreId', event.target.value)}
          >
            <GenreOptions genres={genres} selected={filters.genreId} />
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={sortFieldId} className={styles.label}>
            {t('browse.discover.sortBy')}
          </label>
          <select
            id={sortFieldId}
            className={styles.select}
            value={sort}
            onChange={(event) => {
              if (isDiscoverSort(event.target.value)) updateFilter('sort', event.target.value);
            }}
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </div>
        <YearField />
        <fieldset className={styles.segmented}>
          <legend className={styles.label}>{t('browse.discover.mediaType')}</legend>
          <div className={styles.options}>
            {MEDIA_TYPES.map((option) => (
              <label key={option.value} className={styles.option}>
                <input
                  type="radio"
                  name="media-type"
                  value={option.value}
                  checked={mediaType === option.value}
                  // Genre ids differ between TV and films, so a new type starts from any genre.
                  onChange={() => replaceFilters({ ...filters, format: option.value, genreId: '' })}
                />
                <span>{t(option.label)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <TitleList
        titles={titles}
        label={t(mediaType === 'movie' ? 'browse.discover.films' : 'browse.discover.series')}
        {...listStateOf(query)}
        emptyTitle={t('browse.discover.empty')}
        emptyHint={<p>{t('browse.discover.emptyHint')}</p>}
        renderAction={quickViewAction}
      />
    </Page>
  );
}
