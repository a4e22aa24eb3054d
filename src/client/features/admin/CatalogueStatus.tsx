import { useQuery } from '@tanstack/react-query';
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
  const status = useQuery(adminCatalogueQuery);
  if (status.isError) {
    return (
      <ErrorState
        message="The catalogue's status could not be loaded."
        onRetry={() => void status.refetch()}
      />
    );
  }
  if (!status.data) return <p role="status">Loading the catalogue’s status…</p>;
  const { catalogue, updates, offlineDatabase } = status.data;
  const facts: [string, string][] = catalogue
    ? [
        ['Newest title begins', formatDay(catalogue.newestTitleDate)],
        ['Titles', catalogue.titles.toLocaleString()],
        ['Sources', catalogue.sourceName],
        ['Names and schedules', catalogue.scheduleSource],
        ['Episodes, scores and studios', catalogue.offlineDatabaseSource || 'Not merged'],
        ['Built', formatDateTime(catalogue.builtAt)],
      ]
    : [['Source', 'TMDB']];
  facts.push(['Last update', lastAttemptText(updates.lastAttempt)]);
  facts.push(['Next update', nextAttemptText(updates)]);
  if (updates.url) facts.push(['Updates from', updates.url]);
  if (catalogue) {
    facts.push(['Last weekly update', lastAttemptText(offlineDatabase.lastAttempt)]);
    facts.push(['Next weekly update', nextAttemptText(offlineDatabase)]);
    if (offlineDatabase.url) facts.push(['Weekly updates from', offlineDatabase.url]);
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
