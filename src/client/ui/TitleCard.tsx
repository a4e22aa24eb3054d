import { StarIcon } from './card-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { titleKey, titlePath, type Title } from '../lib/catalogue/titles';
import { useMessages } from '../i18n/messages';
import { useTrackedMark } from '../lib/tracked-marks';
import { japaneseLang } from '../../shared/japanese-script';
import { useTitleNames } from '../lib/title-language/use-title-names';
import { Poster, type PosterPriority } from './Poster';
import { kindLabel, scoreLabel, yearLabel } from './title-meta';
import styles from './title-card.module.css';

/** What a card shows of a title: a catalogue list item has it, and so do a show's details. */
export type CardTitle = Pick<
  Title,
  'id' | 'media_type' | 'title' | 'poster_path' | 'release_date' | 'vote_average' | 'format'
> & {
  first_air_date?: string | null;
  original_name?: string | undefined;
  original_title?: string | undefined;
  romaji_name?: string | undefined;
  english_name?: string | undefined;
};

interface TitleCardProps {
  title: CardTitle;
  /** A control shown over the poster, e.g. the quick-view button. */
  action?: ReactNode;
  /** One line under the facts, e.g. why the title was recommended. */
  note?: ReactNode;
  /** How soon its poster is asked for (on the page's first screen: at once). */
  priority?: PosterPriority;
}

export function TitleCard({ title, action, note, priority = 'lazy' }: TitleCardProps) {
  const t = useMessages();
  const year = yearLabel(title);
  const score = scoreLabel(title.vote_average);
  const key = titleKey(title);
  const kind = kindLabel(title.media_type, title.format, t);
  const mark = useTrackedMark(key);
  const names = useTitleNames(title);
  const beside = names.beside;
  return (
    <article className={styles.card}>
      <Link to={titlePath(title)} className={styles.link}>
        <Poster
          posterPath={title.poster_path}
          title={title.title}
          item={title}
          size="card"
          priority={priority}
          badge={year ? t('common.card.kindYear', { kind, year }) : kind}
        />
        <span className={styles.name} lang={japaneseLang(names.main)}>
          {names.main}
        </span>
      </Link>
      {/* Outside the link, so the link is named by the main name alone, yet still read in turn. */}
      {beside && (
        <p className={styles.original} lang={japaneseLang(beside)} title={beside}>
          {beside}
        </p>
      )}
      <p className={styles.meta}>
        {year && <span>{year}</span>}
        <span>{kind}</span>
        {score && (
          <span className={styles.score}>
            <StarIcon size={13} />
            <span className="visually-hidden">{t('common.card.score')} </span>
            {score}
          </span>
        )}
      </p>
      {mark && (
        <p className={styles.mark} data-status={mark.status}>
          <span className="visually-hidden">{t('common.card.inLists')} </span>
          {mark.label}
          {mark.progress && (
            <>
              <span aria-hidden>{' · '}</span>
              {mark.progress}
            </>
          )}
        </p>
      )}
      {note && (
        <p className={styles.note} data-card-note>
          {note}
        </p>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
