import { SlidersHorizontal } from 'lucide-react';
import { hasActiveFilters } from '../../../shared/filter-state';
import { useMessages } from '../../i18n/messages';
import { useFilters } from './filter-context';
import { FILTER_PANEL_ID } from './FilterPanel';
import styles from './filter-panel.module.css';

export function FilterToggle() {
  const t = useMessages();
  const { filters, panelOpen, togglePanel } = useFilters();
  return (
    <button
      type="button"
      className={`icon-button ${styles.toggle}`}
      aria-label={t('shell.filters.toggle')}
      aria-expanded={panelOpen}
      aria-controls={FILTER_PANEL_ID}
      onClick={togglePanel}
    >
      <SlidersHorizontal aria-hidden size={20} />
      {hasActiveFilters(filters) && <span className={styles.activeDot} aria-hidden />}
    </button>
  );
}
