import { useMessages } from '../../i18n/messages';
import styles from './stats.module.css';

interface RankedRow {
  name: string;
  titles: number;
}

/** A short ranking as a list: the bar behind each row is decoration, the text says it all. */
export function RankedList({ title, rows }: { title: string; rows: readonly RankedRow[] }) {
  const t = useMessages();
  const most = Math.max(1, ...rows.map((row) => row.titles));
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('stats.ranked.none')}</p>
      ) : (
        <ol className={styles.ranked}>
          {rows.map((row) => (
            <li key={row.name} className={styles.rankedRow}>
              <span
                className={styles.rankedBar}
                style={{ width: `${(row.titles / most) * 100}%` }}
                aria-hidden="true"
              />
              <span className={styles.rankedName}>{row.name}</span>
              <span className={styles.rankedCount}>
                {t('stats.ranked.titles', { count: row.titles })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
