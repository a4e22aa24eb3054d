import { Link } from 'react-router';
import { japaneseLang } from '../../../../shared/japanese-script';
import type { TrackedTitle } from '../../../../shared/tracked-title';
import { titlePath } from '../../../lib/catalogue/titles';
import { useTrackedNames } from '../../../lib/title-language/use-title-names';
import styles from './overview.module.css';

/** A tracked title's name in the title language, linked to its page, with another name under it. */
export function TitleNamesLink({ item }: { item: TrackedTitle }) {
  const shown = useTrackedNames(item);
  return (
    <>
      <Link to={titlePath(item)} className={styles.recentTitle} lang={japaneseLang(shown.main)}>
        {shown.main}
      </Link>
      {shown.beside && (
        <span className={styles.recentOther} lang={japaneseLang(shown.beside)}>
          {shown.beside}
        </span>
      )}
    </>
  );
}
