import { useQuery } from '@tanstack/react-query';
import { useMessages, type MessageId } from '../../i18n/messages';
import { formatCount } from '../../../shared/locale-format';
import { ErrorState } from '../../ui/StatusMessage';
import { adminStatsQuery } from './admin-api';
import styles from './admin.module.css';

/** The bundled catalogue is described in each language; TMDB keeps its name, others their id. */
const PROVIDER_NAMES: Record<string, MessageId> = { offline: 'admin.stats.offline' };
const PRODUCT_NAMES: Record<string, string> = { tmdb: 'TMDB' };

export function InstanceStats() {
  const t = useMessages();
  const stats = useQuery(adminStatsQuery);
  if (stats.isError) {
    return (
      <ErrorState message={t('admin.stats.loadFailed')} onRetry={() => void stats.refetch()} />
    );
  }
  const data = stats.data;
  const provider = data && PROVIDER_NAMES[data.catalogueProvider];
  const figures: [string, string][] = [
    [t('admin.stats.users'), data ? formatCount(data.users) : '…'],
    [t('admin.stats.verified'), data ? formatCount(data.verifiedUsers) : '…'],
    [t('admin.stats.tracked'), data ? formatCount(data.trackedTitles) : '…'],
    [
      t('admin.stats.catalogue'),
      data
        ? provider
          ? t(provider)
          : (PRODUCT_NAMES[data.catalogueProvider] ?? data.catalogueProvider)
        : '…',
    ],
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
