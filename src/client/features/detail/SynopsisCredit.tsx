import styles from './detail.module.css';

/** Whose synopsis it is, linked to the title there, as the page credits its other sources. */
export function SynopsisCredit({ source }: { source: { name: string; url: string } }) {
  return (
    <p className={styles.synopsisCredit}>
      Synopsis:{' '}
      <a href={source.url} rel="noreferrer">
        {source.name}
      </a>
    </p>
  );
}
