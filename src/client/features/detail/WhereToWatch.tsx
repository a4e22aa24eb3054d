import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { splitWatchLinks, type WatchLink } from '../../../shared/where-to-watch';
import { useMessages } from '../../i18n/messages';
import styles from './detail.module.css';

function LinkList({ links, id }: { links: WatchLink[]; id?: string }) {
  return (
    <ul className={styles.watchLinks} id={id}>
      {links.map((link) => (
        <li key={link.site}>
          <a className="button" href={link.url} rel="noreferrer">
            {link.name}
            <ExternalLink aria-hidden size={16} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The services carrying the title: those an English-speaking viewer can use first, the rest on request. */
export function WhereToWatch({ links }: { links: readonly WatchLink[] }) {
  const t = useMessages();
  const [showAll, setShowAll] = useState(false);
  const moreId = useId();
  if (links.length === 0) return null;
  const { first, more } = splitWatchLinks(links);
  return (
    <section className={styles.section} aria-labelledby="watch-heading">
      <h2 id="watch-heading">{t('detail.watch.heading')}</h2>
      {first.length > 0 ? (
        <LinkList links={first} />
      ) : (
        <p className={styles.muted}>{t('detail.watch.limited')}</p>
      )}
      {more.length > 0 && (
        <>
          <button
            type="button"
            className={`${styles.textButton} ${styles.moreButton}`}
            aria-expanded={showAll}
            aria-controls={moreId}
            onClick={() => setShowAll(!showAll)}
          >
            {showAll ? t('detail.watch.fewer') : t('detail.watch.more', { count: more.length })}
          </button>
          {showAll && <LinkList links={more} id={moreId} />}
        </>
      )}
    </section>
  );
}
