import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../ui/StatusMessage';
import { adminCatalogueQuery } from './admin-api';
import { formatDateTime } from './admin-format';
import { formatDay, lastAttemptText, nextAttemptText } from './catalogue-status-text';
import styles from './admin.module.css';

/** What the catalogue is, how current, and how its daily update went (decision 174). */
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
  const { catalogue, updates } = status.data;
  const facts: [string, string][] = catalogue
    ? [
        ['Newest title begins', formatDay(catalogue.newestTitleDate)],
        ['Titles', catalogue.titles.toLocaleString()],
        ['Sources', catalogue.sourceName],
        ['Names and schedules', catalogue.scheduleSource],
        ['Built', formatDateTime(catalogue.builtAt)],
      ]
    : [['Source', 'TMDB']];
  facts.push(['Last update', lastAttemptText(updates.lastAttempt)]);
  facts.push(['Next update', nextAttemptText(updates)]);
  if (updates.url) facts.push(['Updates from', updates.url]);
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
