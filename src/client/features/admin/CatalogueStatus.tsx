import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../i18n/messages';
import { formatCount } from '../../../shared/locale-format';
import { ErrorState } from '../../ui/StatusMessage';
import { adminCatalogueQuery } from './admin-api';
import { formatDateTime } from './admin-format';
import { formatDay, lastAttemptText, nextAttemptText } from './catalogue-status-text';
import styles from './admin.module.css';

/**
 * What the catalogue is, how current, and how its daily (bangumi-data, decision 174) and weekly
 * (anime-offline-database, decision 281) updates went.
 */
export function CatalogueStatus() {
  const t = useMessages();
  const status = useQuery(adminCatalogueQuery);
  if (status.isError) {
    return (
      <ErrorState message={t('admin.catalogue.loadFailed')} onRetry={() => void status.refetch()} />
    );
  }
  if (!status.data) return <p role="status">{t('admin.catalogue.loading')}</p>;
  const { catalogue, updates, offlineDatabase } = status.data;
  const facts: [string, string][] = catalogue
    ? [
        [t('admin.catalogue.newest'), formatDay(catalogue.newestTitleDate)],
        [t('admin.catalogue.titles'), formatCount(catalogue.titles)],
        [t('admin.catalogue.sources'), catalogue.sourceName],
        [t('admin.catalogue.schedules'), catalogue.scheduleSource],
        [
          t('admin.catalogue.offlineDatabase'),
          catalogue.offlineDatabaseSource || t('admin.catalogue.notMerged'),
        ],
        [t('admin.catalogue.built'), formatDateTime(catalogue.builtAt)],
      ]
    : [[t('admin.catalogue.source'), 'TMDB']];
  facts.push([t('admin.catalogue.lastUpdate'), lastAttemptText(t, updates.lastAttempt)]);
  facts.push([t('admin.catalogue.nextUpdate'), nextAttemptText(t, updates)]);
  if (updates.url) facts.push([t('admin.catalogue.updatesFrom'), updates.url]);
  if (catalogue) {
    facts.push([t('admin.catalogue.lastWeekly'), lastAttemptText(t, offlineDatabase.lastAttempt)]);
    facts.push([t('admin.catalogue.nextWeekly'), nextAttemptText(t, offlineDatabase)]);
    if (offlineDatabase.url) facts.push([t('admin.catalogue.weeklyFrom'), offlineDatabase.url]);
  }
  return (
    <dl className={styles.facts}>
      {facts.map(([name, value]) => (
        <div key={name} className={styles.fact}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
