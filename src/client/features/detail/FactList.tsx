import { Link } from 'react-router';
import type { Genre } from '../../../shared/catalogue-types';
import { useMessages } from '../../i18n/messages';
import { genreName } from '../../ui/genre-names';
import { genreDiscoverPath, type Fact } from './title-facts';
import styles from './detail.module.css';

export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function GenreChips({ label, names }: { label: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

export function GenreLinks({ genres }: { genres: readonly Genre[] }) {
  const t = useMessages();
  if (genres.length === 0) return null;
  return (
    <ul className={`${styles.chips} ${styles.genreLinks}`} aria-label={t('detail.genres')}>
      {genres.map((genre) => (
        <li key={genre.id}>
          <Link to={genreDiscoverPath(genre)}>{genreName(genre.name, t)}</Link>
        </li>
      ))}
    </ul>
  );
}
