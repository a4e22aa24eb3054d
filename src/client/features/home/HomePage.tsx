import { lazy, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { HOME_SHORTCUTS } from '../../../shared/home-opening';
import { loadMessages } from '../../i18n/i18n';
import { useAllowAdult } from '../../lib/catalogue/allow-adult';
import { useCatalogueInfo } from '../../lib/catalogue/catalogue-info';
import { useMessages } from '../../i18n/messages';
import { Page } from '../../ui/Page';
import { ErrorState } from '../../ui/StatusMessage';
import { TitleRailSkeleton } from '../../ui/TitleRail';
import { OptionalPart } from '../../shell/onboarding/OptionalPart';
import { useAuth } from '../auth/auth-context';
import { AiringThisWeekRow } from './AiringThisWeekRow';
import { LaterRows } from './LaterRows';

/** Signed-in users' rows need the lists code and words: visitors fetch neither. */
const ContinueWatchingRow = lazy(() =>
  Promise.all([import('../lists/ContinueWatchingRow'), loadMessages('lists')]).then(([m]) => ({
    default: m.ContinueWatchingRow,
  })),
);

function CatalogueRows({ signedIn }: { signedIn: boolean }) {
  const t = useMessages();
  const allowAdult = useAllowAdult();
  const info = useCatalogueInfo();
  const [now] = useState(() => new Date());
  const provider = info.data?.provider;
  const context = useMemo(
    () => provider && { allowAdult, provider, now },
    [allowAdult, provider, now],
  );
  if (info.isError && !info.isFetching && !info.data) {
    return (
      <ErrorState message={t('common.catalogue.unreachable')} onRetry={() => void info.refetch()} />
    );
  }
  // Both catalogues know air dates (decision 383): the first rail asks for its episodes beside the
  // catalogue's info rather than after it, a round trip sooner for home's largest paint.
  const airDates = info.data?.capabilities.airDates ?? true;
  return (
    <>
      {airDates && <AiringThisWeekRow />}
      {context ? (
        <LaterRows context={context} airDates={airDates} signedIn={signedIn} />
      ) : (
        <TitleRailSkeleton label={t('common.catalogue.loading')} />
      )}
    </>
  );
}

/**
 * Home is a short page of rows (decision 163): where the user is, what airs this week, what is
 * new this season and what to watch next, each with "See all" to its full screen.
 */
export function HomePage() {
  const t = useMessages();
  const signedIn = useAuth().currentUser !== null;
  return (
    <Page title={t('home.title')} documentTitle={t('shell.nav.home')} lead={t('home.lead')}>
      <nav aria-label={t('home.shortcuts')} className="home-shortcuts">
        <ul>
          {HOME_SHORTCUTS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className="home-shortcut">
                {t(label.message)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {signedIn && (
        <OptionalPart>
          <ContinueWatchingRow />
        </OptionalPart>
      )}
      <CatalogueRows signedIn={signedIn} />
    </Page>
  );
}
