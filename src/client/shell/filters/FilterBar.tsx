import { RotateCcw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { hasActiveFilters, isFormat, isSeason } from '../../../shared/filter-state';
import { listedMediaType } from '../../../shared/genres';
import { useFilters } from './filter-context';
import { useGenreOptions } from './use-genre-options';
import { YearField } from './YearField';
import { GenreOptions } from './GenreOptions';
import styles from './filter-bar.module.css';

const SEASON_OPTIONS = [
  { value: 'any', label: 'Any season' },
  { value: 'winter', label: 'Winter' },
  { value: 'spring', label: 'Spring' },
  { value: 'summer', label: 'Summer' },
  { value: 'fall', label: 'Fall' },
] as const;

const FORMAT_OPTIONS = [
  { value: 'any', label: 'Any format' },
  { value: 'tv', label: 'TV' },
  { value: 'movie', label: 'Movie' },
] as const;

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
  const { filters, updateFilter, clearFilters } = useFilters();
  const { pathname } = useLocation();
  const genres = useGenreOptions(listedMediaType(pathname, filters.format));

  return (
    <div className={styles.bar}>
      <SelectField label="Genre">
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

      <SelectField label="Season">
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
                {option.label}
              </option>
            ))}
          </select>
        )}
      </SelectField>

      <SelectField label="Format">
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
                {option.label}
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
        Reset
      </button>
    </div>
  );
}
