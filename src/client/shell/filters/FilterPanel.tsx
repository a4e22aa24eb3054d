import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { loadMessageGroups } from '../../i18n/i18n';
import { useMessages } from '../../i18n/messages';
import { useFilters } from './filter-context';
import { showsFilterToggle } from './filter-paths';
import styles from './filter-panel.module.css';

export const FILTER_PANEL_ID = 'filter-panel';

// Only five screens offer filters, and only once opened: the bar stays out of the first route.
// Its words are the shared components' (common), which its screen may still be fetching, and the
// genres' names.
const FilterBar = lazy(() =>
  Promise.all([import('./FilterBar'), loadMessageGroups(['common', 'genres'])]).then(([m]) => ({
    default: m.FilterBar,
  })),
);

/** Always in the page so the toggle's aria-controls points at a real element. */
export function FilterPanel() {
  const t = useMessages();
  const { pathname } = useLocation();
  const { panelOpen } = useFilters();
  const visible = panelOpen && showsFilterToggle(pathname);
  return (
    <section
      id={FILTER_PANEL_ID}
      aria-label={t('shell.filters.panel')}
      hidden={!visible}
      className={styles.panel}
    >
      {visible && (
        <Suspense fallback={null}>
          <FilterBar />
        </Suspense>
      )}
    </section>
  );
}
