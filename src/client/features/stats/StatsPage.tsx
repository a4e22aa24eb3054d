import { useQuery } from '@tanstack/react-query';
import { Compass } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { Page } from '../../ui/Page';
import { EmptyState, ErrorState } from '../../ui/StatusMessage';
import { statsQuery } from './stats-api';
import { StatsFigures } from './StatsFigures';
import styles from './stats.module.css';

export function StatsPage() {
  const t = useMessages();
  const [year, setYear] = useState<number | null>(null);
  const stats = useQuery(statsQuery(year));
  const data = stats.data;
  return (
    <Page title={t('stats.title')} lead={t('stats.lead')}>
      {stats.isError ? (
        <ErrorState message={t('stats.failed')} onRetry={() => void stats.refetch()} />
      ) : !data ? (
        <p className={styles.loading} role="status">
          {t('stats.counting')}
        </p>
      ) : data.trackedTitles === 0 ? (
        <EmptyState title={t('stats.empty.title')}>
          <p className={styles.muted}>{t('stats.empty.hint')}</p>
          <Link to="/discover" className="button button-primary">
            <Compass aria-hidden size={18} />
            {t('stats.empty.find')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <div className={styles.toolbar}>
            <label className={styles.yearPicker}>
              {t('stats.year')}
              <select
                value={data.year}
                onChange={(event) => setYear(Number(event.target.value))}
                className={styles.select}
              >
                {data.years.map((each) => (
                  <option key={each} value={each}>
                    {each}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <StatsFigures stats={data} />
        </>
      )}
    </Page>
  );
}
