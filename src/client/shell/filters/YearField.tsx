import { Minus, Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { MIN_YEAR, maxYear, parseYear, stepYear } from '../../../shared/filter-state';
import { useMessages } from '../../i18n/messages';
import { useFilters } from './filter-context';
import styles from './filter-bar.module.css';

const yearText = (year: number | null) => (year === null ? '' : String(year));

/** A year input that accepts typing freely and only clamps once the year is complete. */
export function YearField() {
  const t = useMessages();
  const { filters, updateFilter } = useFilters();
  const [now] = useState(() => new Date());
  const inputId = useId();
  const [draft, setDraft] = useState(yearText(filters.year));
  const [shownYear, setShownYear] = useState(filters.year);

  if (filters.year !== shownYear) {
    setShownYear(filters.year);
    setDraft(yearText(filters.year));
  }

  const commit = (text: string) => {
    const year = parseYear(text, now);
    setDraft(yearText(year));
    updateFilter('year', year);
  };

  const onChange = (text: string) => {
    setDraft(text);
    if (text.trim() === '') {
      updateFilter('year', null);
      return;
    }
    const year = Number(text);
    if (/^\d{4}$/.test(text.trim()) && year >= MIN_YEAR && year <= maxYear(now)) {
      updateFilter('year', year);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(event.currentTarget.value);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {t('common.filters.year')}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('common.filters.previousYear')}
          onClick={() => updateFilter('year', stepYear(filters.year, -1, now))}
        >
          <Minus aria-hidden size={16} />
        </button>
        <input
          id={inputId}
          className={styles.yearInput}
          type="number"
          inputMode="numeric"
          min={MIN_YEAR}
          max={maxYear(now)}
          step={1}
          placeholder={t('common.filters.anyYear')}
          value={draft}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('common.filters.nextYear')}
          onClick={() => updateFilter('year', stepYear(filters.year, 1, now))}
        >
          <Plus aria-hidden size={16} />
        </button>
      </div>
    </div>
  );
}
