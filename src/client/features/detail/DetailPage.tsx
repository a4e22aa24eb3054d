import { useParams } from 'react-router';
import { useTitleDetails } from '../../lib/catalogue/title-details';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { Page } from '../../ui/Page';
import { ErrorState } from '../../ui/StatusMessage';
import { parseDetailParams, type DetailParams } from './detail-params';
import { TitleDetailsView } from './TitleDetailsView';
import styles from './detail.module.css';

function DetailScreen({ mediaType, id }: DetailParams) {
  const details = useTitleDetails(mediaType, id);
  if (details.data === null) return <NotFoundPage />;
  if (details.data) return <TitleDetailsView title={details.data} />;
  if (details.isError && !details.isFetching) {
    return (
      <Page title="Title unavailable" lead="The catalogue did not answer for this title.">
        <ErrorState
          message="This title could not be loaded."
          onRetry={() => void details.refetch()}
        />
      </Page>
    );
  }
  return (
    <Page title="Loading title…" documentTitle="Details">
      <div className={styles.hero} role="status" aria-live="polite">
        <span className="visually-hidden">Loading the title’s details…</span>
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
  if (title === null) return <NotFoundPage />;
  return <DetailScreen key={`${title.mediaType}:${title.id}`} {...title} />;
}
