import { RotateCcw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { hasActiveFilters, isFormat, isSeason } from '../../../shared/filter-state';
import { listedMediaType } from '../../../shared/genres';
import { useMessages, type MessageId } from '../../i18n/messages';
import { useFilters } from './filter-context';
import { useGenreOptions } from './use-genre-options';
import { YearField } from './YearField';
import { GenreOptions } from './GenreOptions';
import styles from './filter-bar.module.css';

const SEASON_OPTIONS = [
  { value: 'any', label: 'common.filters.anySeason' },
  { value: 'winter', label: 'common.season.winter' },
  { value: 'spring', label: 'common.season.spring' },
  { value: 'summer', label: 'common.season.summer' },
  { value: 'fall', label: 'common.season.fall' },
] as const satisfies readonly { value: string; label: MessageId }[];

const FORMAT_OPTIONS = [
  { value: 'any', label: 'common.filters.anyFormat' },
  { value: 'tv', label: 'common.kind.tv' },
  { value: 'movie', label: 'common.kind.movie' },
] as const satisfies readonly { value: string; label: MessageId }[];

function SelectField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function FilterBar() {
  const t = useMessages();
  const { filters, updateFilter, clearFilters } = useFilters();
  const { pathname } = useLocation();
  const genres = useGenreOptions(listedMediaType(pathname, filters.format));

  return (
    <div className={styles.bar}>
      <SelectField label={t('common.filters.genre')}>
        {(id) => (
          <select
            id={id}
            className={styles.select}
            value={filters.genreId}
            onChange={(event) => updateFilter('genreId', event.target.value)}
          >
            <GenreOptions genres={genres} selected={filters.genreId} />
          </select>
        )}
      </SelectField>

      <YearField />

      <SelectField label={t('common.filters.season')}>
        {(id) => (
          <select
            id={id}
            className={styles.select}
            value={filters.season}
            onChange={(event) => {
              if (isSeason(event.target.value)) updateFilter('season', event.target.value);
            }}
          >
            {SEASON_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        )}
      </SelectField>

      <SelectField label={t('common.filters.format')}>
        {(id) => (
          <select
            id={id}
            className={styles.select}
            value={filters.format}
            onChange={(event) => {
              if (isFormat(event.target.value)) updateFilter('format', event.target.value);
            }}
          >
            {FORMAT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        )}
      </SelectField>

      <button
        type="button"
        className={`button ${styles.reset}`}
        onClick={clearFilters}
        disabled={!hasActiveFilters(filters)}
      >
        <RotateCcw aria-hidden size={16} />
        {t('common.filters.reset')}
      </button>
    </div>
  );
}
