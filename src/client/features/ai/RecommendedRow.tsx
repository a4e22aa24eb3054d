import { useMemo } from 'react';
import { useMessages } from '../../i18n/messages';
import { useAllowAdult } from '../../lib/catalogue/allow-adult';
import { titleKey, visibleTitles } from '../../lib/catalogue/titles';
import { ErrorState } from '../../ui/StatusMessage';
import { TitleRail, TitleRailSkeleton } from '../../ui/TitleRail';
import { TitleRow } from '../../ui/TitleRow';
import { quickViewAction } from '../detail/QuickViewButton';
import { useRecommendations } from './use-recommendations';

/**
 * Home's taste of /ai: the same first set, asked once per visit and shared with that screen
 * (decision 163), each card with its reason.
 */
export function RecommendedRow() {
  const t = useMessages();
  const title = t('ai.row.title');
  const allowAdult = useAllowAdult();
  const { titles, loading, error, retry } = useRecommendations();
  const shown = useMemo(() => visibleTitles(titles ?? [], 'tv', allowAdult), [titles, allowAdult]);
  const reasons = useMemo(
    () => new Map((titles ?? []).map((title) => [titleKey(title), title.reason])),
    [titles],
  );
  let content;
  if (error) {
    content = <ErrorState message={t('ai.row.failed')} onRetry={retry} />;
  } else if (loading || !titles) {
    content = <TitleRailSkeleton label={t('ai.row.loading')} notes />;
  } else if (shown.length === 0) {
    return null;
  } else {
    content = (
      <TitleRail
        titles={shown}
        label={title}
        renderNote={(title) => reasons.get(titleKey(title))}
        renderAction={quickViewAction}
      />
    );
  }
  return (
    <TitleRow id="home-recommended" title={title} seeAll="/ai">
      {content}
    </TitleRow>
  );
}
