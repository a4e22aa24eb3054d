import { RefreshCw, Sparkles } from 'lucide-react';
import { useMemo } from 'react';
import type { RecommendedTitle } from '../../../shared/recommendations-api';
import { useAllowAdult } from '../../lib/catalogue/allow-adult';
import { titleKey, visibleTitles } from '../../lib/catalogue/titles';
import { TitleGrid, TitleGridSkeleton } from '../../ui/TitleGrid';
import { EmptyState, ErrorState } from '../../ui/StatusMessage';
import { quickViewAction } from '../detail/QuickViewButton';
import { useRecommendations } from './use-recommendations';
import styles from './ai-page.module.css';

function creditOf(titles: readonly RecommendedTitle[]): string {
  if (titles.some((title) => title.source === 'llm')) {
    return 'Suggested by the AI model this instance uses, each title checked against the catalogue.';
  }
  if (titles.every((title) => title.source === 'fallback')) {
    return 'Your lists are empty, so here are well-rated titles to start with. Track a few titles and suggestions will follow your taste.';
  }
  return 'Picked from your lists, your favourites first: more of the series you finish, titles that share their genres, and what viewers with similar lists completed.';
}

/** The signed-in user's recommendations: cards with a reason each, and a fresh set on request. */
export function Recommendations() {
  const allowAdult = useAllowAdult();
  const {
    titles,
    loading,
    fetching,
    error,
    retry,
    askAgain,
    startOver,
    hasShownEarlierSets,
    includeExtras,
    setIncludeExtras,
  } = useRecommendations();
  const shown = useMemo(() => visibleTitles(titles ?? [], 'tv', allowAdult), [titles, allowAdult]);
  const reasons = useMemo(
    () => new Map((titles ?? []).map((title) => [titleKey(title), title.reason])),
    [titles],
  );

  if (error) {
    return (
      <ErrorState
        message={`Recommendations could not be loaded: ${error.message}`}
        onRetry={retry}
      />
    );
  }
  if (loading || (fetching && shown.length === 0) || !titles) {
    return <TitleGridSkeleton label="Finding recommendations…" />;
  }
  if (shown.length === 0) {
    return (
      <EmptyState
        title={
          hasShownEarlierSets
            ? 'You have seen every suggestion for now.'
            : 'No recommendations yet.'
        }
      >
        <p className={styles.text}>
          {hasShownEarlierSets
            ? 'Start over to see the best ones again, or track more titles for new ideas.'
            : 'Track, rate and complete a few titles, then ask again.'}
        </p>
        {hasShownEarlierSets && (
          <button type="button" className="button" onClick={startOver}>
            <RefreshCw aria-hidden size={16} />
            Start over
          </button>
        )}
      </EmptyState>
    );
  }
  return (
    <section
      aria-labelledby="recommendations-heading"
      aria-busy={fetching}
      className={fetching ? styles.refreshing : undefined}
    >
      <div className={styles.toolbar}>
        <div>
          <h2 id="recommendations-heading" className={styles.heading}>
            <Sparkles aria-hidden size={20} /> Picked for you
          </h2>
          <p className={styles.credit}>{creditOf(titles)}</p>
        </div>
        <div className={styles.controls}>
          <label className={styles.extras}>
            <input
              type="checkbox"
              checked={includeExtras}
              onChange={(event) => setIncludeExtras(event.target.checked)}
            />
            Include specials and sequels
          </label>
          <button type="button" className="button" onClick={askAgain} disabled={fetching}>
            <RefreshCw aria-hidden size={16} className={fetching ? styles.spinning : undefined} />
            {fetching ? 'Finding new suggestions…' : 'Get new suggestions'}
          </button>
        </div>
      </div>
      <TitleGrid
        titles={shown}
        label="Recommended titles"
        renderNote={(title) => reasons.get(titleKey(title))}
        renderAction={quickViewAction}
      />
    </section>
  );
}
