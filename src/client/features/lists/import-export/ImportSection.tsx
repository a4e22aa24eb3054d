import { useId } from 'react';
import { useMessages } from '../../../i18n/messages';
import { ListImporter } from './ListImporter';
import styles from './import-export.module.css';

/** Import a MyAnimeList XML export (.xml or .xml.gz), an AniList JSON file or our own export. */
export function ImportSection() {
  const t = useMessages();
  const ids = useId();
  return (
    <section className={styles.section} aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>{t('import.import.heading')}</h3>
      <p className={styles.explain}>{t('import.import.explain')}</p>
      <ListImporter />
    </section>
  );
}
