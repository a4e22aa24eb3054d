import { useQuery } from '@tanstack/react-query';
import { Compass } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../ui/Page';
import { EmptyState, ErrorState } from '../../ui/StatusMessage';
import { statsQuery } from './stats-api';
import { StatsFigures } from './StatsFigures';
import styles from './stats.module.css';

export function StatsPage() {
  const [year, setYear] = useState<number | null>(null);
  const stats = useQuery(statsQuery(year));
  const data = stats.data;
  return (
    <Page title="Stats" lead="Your year in numbers, counted from the progress you record.">
      {stats.isError ? (
        <ErrorState
          message="Your stats could not be loaded."
          onRetry={() => void stats.refetch()}
        />
      ) : !data ? (
        <p className={styles.loading} role="status">
          Counting…
        </p>
      ) : data.trackedTitles === 0 ? (
        <EmptyState title="Nothing to count yet">
          <p className={styles.muted}>
            Track a few titles and record the episodes you watch: your stats grow from them.
          </p>
          <Link to="/discover" className="button button-primary">
            <Compass aria-hidden size={18} />
            Find something to watch
          </Link>
        </EmptyState>
      ) : (
        <>
          <div className={styles.toolbar}>
            <label className={styles.yearPicker}>
              Year
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
