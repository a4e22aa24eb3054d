import { useMemo } from 'react';
import { Link } from 'react-router';
import { useAllowAdult } from '../../lib/catalogue/allow-adult';
import { discoverList } from '../../lib/catalogue/discover-list';
import { useTitleList } from '../../lib/catalogue/title-list';
import { Page } from '../../ui/Page';
import { TitleList, listStateOf } from '../../ui/TitleList';
import { QuickViewButton } from '../detail/QuickViewButton';
import styles from './home.module.css';

/** Text-only on purpose: icons here would cost the first route's budget (decision 012). */
const SHORTCUTS = [
  { to: '/browse/trending', label: 'Trending now' },
  { to: '/browse/popular', label: 'All-time popular' },
  { to: '/browse/top', label: 'Top rated' },
  { to: '/coming-soon', label: 'Coming Soon' },
  { to: '/discover', label: 'Discover' },
] as const;

export function HomePage() {
  const allowAdult = useAllowAdult();
  const list = useMemo(
    () => discoverList({ mediaType: 'tv', allowAdult, genreId: '' }),
    [allowAdult],
  );
  const { titles, query } = useTitleList(list, allowAdult);
  const { status, onRetry } = listStateOf(query);

  return (
    <Page
      title="Find your next anime"
      documentTitle="Home"
      lead="Popular series to start with, what is trending, the best rated of all time and the episodes airing soon."
    >
      <nav aria-label="Browse the catalogue" className={styles.shortcuts}>
        <ul>
          {SHORTCUTS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className={styles.shortcut}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="home-popular-heading">
        <div className={styles.sectionHead}>
          <h2 id="home-popular-heading">Popular anime series</h2>
          <Link to="/discover" className={styles.more}>
            Discover more <span aria-hidden>→</span>
          </Link>
        </div>
        <TitleList
          titles={titles}
          label="Popular anime series"
          status={status}
          onRetry={onRetry}
          emptyTitle="No series to show right now."
          renderAction={(title) => <QuickViewButton title={title} />}
        />
      </section>
    </Page>
  );
}
