import { useId } from 'react';
import { ListImporter } from './ListImporter';
import styles from './import-export.module.css';

/** Import a MyAnimeList XML export (.xml or .xml.gz), an AniList JSON file or our own export. */
export function ImportSection() {
  const ids = useId();
  return (
    <section className={styles.section} aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>Import a list</h3>
      <p className={styles.explain}>
        From MyAnimeList (Profile → Export: the .xml or .xml.gz file), AniList (a JSON file of your
        anime list) or a Tsuzuki export. Titles already in your lists keep what the file does not
        say.
      </p>
      <ListImporter />
    </section>
  );
}
