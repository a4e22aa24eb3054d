import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../ui/StatusMessage';
import { adminStatsQuery } from './admin-api';
import styles from './admin.module.css';

const PROVIDER_NAMES: Record<string, string> = {
  offline: 'Bundled offline catalogue',
  tmdb: 'TMDB',
};

export function InstanceStats() {
  const stats = useQuery(adminStatsQuery);
  if (stats.isError) {
    return (
      <ErrorState message="The figures could not be loaded." onRetry={() => void stats.refetch()} />
    );
  }
  const data = stats.data;
  const figures: [string, string][] = [
    ['Users', data ? String(data.users) : '…'],
    ['Verified users', data ? String(data.verifiedUsers) : '…'],
    ['Tracked titles', data ? String(data.trackedTitles) : '…'],
    ['Catalogue', data ? (PROVIDER_NAMES[data.catalogueProvider] ?? data.catalogueProvider) : '…'],
  ];
  return (
    <dl className={styles.stats} aria-busy={stats.isPending}>
      {figures.map(([name, value]) => (
        <div key={name} className={styles.stat}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
