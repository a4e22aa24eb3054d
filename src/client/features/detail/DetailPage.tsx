import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { useCatalogueInfo } from '../../lib/catalogue/catalogue-info';
import { useTitleDetails } from '../../lib/catalogue/title-details';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { Page } from '../../ui/Page';
import { ErrorState } from '../../ui/StatusMessage';
import { parseDetailParams, type DetailParams } from '../../../shared/detail-path';
import { FIRST_SCREEN_ID } from '../../../shared/first-screen-id';
import { FirstScreenHandOff } from '../../shell/FirstScreenHandOff';
import { TitleDetailsView } from './TitleDetailsView';
import styles from './detail.module.css';

/**
 * The server's opening already names the title (decision 255), so it stays until something can
 * take its place: handing over to the loading screen would swap the name for "Loading title…".
 */
function Drawn({ children }: { children: ReactNode }) {
  return (
    <>
      <FirstScreenHandOff />
      {children}
    </>
  );
}

function DetailScreen({ mediaType, id }: DetailParams) {
  const t = useMessages();
  const details = useTitleDetails(mediaType, id);
  const info = useCatalogueInfo();
  // The facts name the catalogue's unit ("members" or "votes") and its seasons: drawn before it
  // answers, they would change when it does and move the rows below them.
  const infoSettled = info.data !== undefined || info.isError;
  if (details.data === null) {
    return (
      <Drawn>
        <NotFoundPage />
      </Drawn>
    );
  }
  if (details.data && infoSettled) {
    return (
      <Drawn>
        <TitleDetailsView title={details.data} />
      </Drawn>
    );
  }
  if (details.isError && !details.isFetching) {
    return (
      <Drawn>
        <Page title={t('detail.unavailable.title')} lead={t('detail.unavailable.lead')}>
          <ErrorState
            message={t('detail.unavailable.failed')}
            onRetry={() => void details.refetch()}
          />
        </Page>
      </Drawn>
    );
  }
  // The server's opening names the title meanwhile; a second, hidden "Loading title…" beside it
  // would only be one more heading in the page.
  if (document.getElementById(FIRST_SCREEN_ID)) return null;
  return (
    <Page title={t('detail.loading.title')} documentTitle={t('detail.loading.documentTitle')}>
      <div className={styles.hero} role="status" aria-live="polite">
        <span className="visually-hidden">{t('detail.loading.details')}</span>
        <div className={`${styles.poster} ${styles.skeleton}`} aria-hidden />
        <div className={styles.summary} aria-hidden>
          <div className={`${styles.skeleton} ${styles.skeletonBlock}`} />
        </div>
      </div>
    </Page>
  );
}

export function DetailPage() {
  const { type, id } = useParams();
  const title = parseDetailParams(type, id);
  if (title === null) {
    return (
      <Drawn>
        <NotFoundPage />
      </Drawn>
    );
  }
  return <DetailScreen key={`${title.mediaType}:${title.id}`} {...title} />;
}
