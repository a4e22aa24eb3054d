import { RefreshCw, Sparkles } from 'lucide-react';
import { useMemo } from 'react';
import type { RecommendedTitle } from '../../../shared/recommendations-api';
import { useMessages, type MessageId } from '../../i18n/messages';
import { refusalSentence } from '../../i18n/refusals';
import { ApiError } from '../../lib/api';
import { useAllowAdult } from '../../lib/catalogue/allow-adult';
import { titleKey, visibleTitles } from '../../lib/catalogue/titles';
import { TitleGrid, TitleGridSkeleton } from '../../ui/TitleGrid';
import { EmptyState, ErrorState } from '../../ui/StatusMessage';
import { quickViewAction } from '../detail/QuickViewButton';
import { UnreadableAnswer } from './recommendation-answer';
import { useRecommendations } from './use-recommendations';
import styles from './ai-page.module.css';

function creditOf(titles: readonly RecommendedTitle[]): MessageId {
  if (titles.some((title) => title.source === 'llm')) return 'ai.credit.llm';
  if (titles.every((title) => title.source === 'fallback')) return 'ai.credit.fallback';
  return 'ai.credit.builtIn';
}

/** The signed-in user's recommendations: cards with a reason each, and a fresh set on request. */
export function Recommendations() {
  const t = useMessages();
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
        message={t('ai.failed', {
          reason:
            error instanceof UnreadableAnswer
              ? t('ai.unreadable')
              : error instanceof ApiError
                ? refusalSentence(error.code, error.message)
                : error.message,
        })}
        onRetry={retry}
      />
    );
  }
  if (loading || (fetching && shown.length === 0) || !titles) {
    return <TitleGridSkeleton label={t('ai.loading')} />;
  }
  if (shown.length === 0) {
    return (
      <EmptyState title={t(hasShownEarlierSets ? 'ai.empty.seenAll' : 'ai.empty.none')}>
        <p className={styles.text}>
          {t(hasShownEarlierSets ? 'ai.empty.seenAllLead' : 'ai.empty.noneLead')}
        </p>
        {hasShownEarlierSets && (
          <button type="button" className="button" onClick={startOver}>
            <RefreshCw aria-hidden size={16} />
            {t('ai.startOver')}
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
            <Sparkles aria-hidden size={20} /> {t('ai.picked')}
          </h2>
          <p className={styles.credit}>{t(creditOf(titles))}</p>
        </div>
        <div className={styles.controls}>
          <label className={styles.extras}>
            <input
              type="checkbox"
              checked={includeExtras}
              onChange={(event) => setIncludeExtras(event.target.checked)}
            />
            {t('ai.extras')}
          </label>
          <button type="button" className="button" onClick={askAgain} disabled={fetching}>
            <RefreshCw aria-hidden size={16} className={fetching ? styles.spinning : undefined} />
            {t(fetching ? 'ai.finding' : 'ai.getNew')}
          </button>
        </div>
      </div>
      <TitleGrid
        titles={shown}
        label={t('ai.grid')}
        renderNote={(title) => reasons.get(titleKey(title))}
        renderAction={quickViewAction}
      />
    </section>
  );
}
