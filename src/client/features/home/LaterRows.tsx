import { lazy } from 'react';
import { loadMessages } from '../../i18n/i18n';
import { useMessages } from '../../i18n/messages';
import { OptionalPart } from '../../shell/onboarding/OptionalPart';
import { BROWSE_MODES } from '../browse/browse-modes';
import { CatalogueRow } from './CatalogueRow';
import type { RowContext } from './home-rows';

/** Signed-in users' recommendations need the lists code and their words: visitors fetch neither. */
const RecommendedRow = lazy(() =>
  Promise.all([import('../ai/RecommendedRow'), loadMessages('ai')]).then(([m]) => ({
    default: m.RecommendedRow,
  })),
);

/** Home's rows after what airs this week: what is new this season, and what to watch next. */
export function LaterRows({
  context,
  airDates,
  signedIn,
}: {
  context: RowContext;
  airDates: boolean;
  signedIn: boolean;
}) {
  const t = useMessages();
  return (
    <>
      {airDates && <CatalogueRow mode="season" title={t('home.season.title')} context={context} />}
      {signedIn ? (
        <OptionalPart>
          <RecommendedRow />
        </OptionalPart>
      ) : (
        <CatalogueRow
          mode="trending"
          title={t(BROWSE_MODES.trending.title)}
          context={context}
          firstScreen={!airDates}
        />
      )}
    </>
  );
}
