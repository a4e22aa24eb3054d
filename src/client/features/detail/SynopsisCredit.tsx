import { useMessages } from '../../i18n/messages';
import styles from './detail.module.css';

/** Whose synopsis it is, linked to the title there, as the page credits its other sources. */
export function SynopsisCredit({ source }: { source: { name: string; url: string } }) {
  const t = useMessages();
  return (
    <p className={styles.synopsisCredit}>
      {t('detail.synopsisCredit')}{' '}
      <a href={source.url} rel="noreferrer">
        {source.name}
      </a>
    </p>
  );
}
