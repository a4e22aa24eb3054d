import { Link } from 'react-router';
import { useLingui } from '@lingui/react';
import { japaneseLang } from '../../../shared/japanese-script';
import {
  dayHeading,
  episodeDay,
  episodeTime,
  episodeWhenIn,
} from '../../../shared/upcoming-labels';
import { useMessages } from '../../i18n/messages';
import { episodeKey, type UpcomingShowEntry } from '../../lib/catalogue/upcoming-episodes';
import { titlePath } from '../../lib/catalogue/titles';
import { useTitleNames } from '../../lib/title-language/use-title-names';
import { episodeWhenText } from '../../ui/episode-when';
import { Poster } from '../../ui/Poster';
import styles from './coming-soon.module.css';

interface Shown {
  now: Date;
  timeZone: string;
}

interface Day {
  day: string;
  entries: UpcomingShowEntry[];
}

/** Consecutive entries on the same day of the viewer's, in the order given (soonest first). */
function byDay(entries: readonly UpcomingShowEntry[], timeZone: string): Day[] {
  const days: Day[] = [];
  for (const entry of entries) {
    const day = episodeDay(entry.episode, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}

function Entry({ entry: { anime, episode }, now, timeZone }: { entry: UpcomingShowEntry } & Shown) {
  const t = useMessages();
  const time = episodeTime(episode, timeZone, useLingui().i18n.locale);
  const name = useTitleNames(anime).main;
  return (
    <li className={styles.entry}>
      <Poster posterPath={anime.poster_path} title={name} item={anime} className={styles.poster} />
      <div className={styles.text}>
        <Link to={titlePath(anime)} className={styles.title} lang={japaneseLang(name)}>
          {name}
        </Link>
        <span className={styles.episode}>
          {t('common.episode', { number: episode.episode_number })}
          {episode.name !== `Episode ${episode.episode_number}` && ` · ${episode.name}`}
        </span>
      </div>
      <div className={styles.when}>
        <strong className={styles.label}>
          {episodeWhenText(episodeWhenIn(episode, now, timeZone), t)}
        </strong>
        <time dateTime={episode.airs_at ?? episode.air_date} className={styles.date}>
          {time ?? episode.air_date}
        </time>
      </div>
    </li>
  );
}

/** The window's episodes under a heading for each of the viewer's days, each with its time there. */
export function UpcomingList({ entries, now, timeZone }: { entries: UpcomingShowEntry[] } & Shown) {
  const t = useMessages();
  const { locale } = useLingui().i18n;
  return (
    <div className={styles.days} aria-label={t('browse.comingSoon.list')} role="region">
      {byDay(entries, timeZone).map(({ day, entries: onDay }) => (
        <section key={day} className={styles.day} aria-labelledby={`upcoming-${day}`}>
          <h2 id={`upcoming-${day}`} className={styles.dayHeading}>
            {dayHeading(day, locale)}
          </h2>
          <ol className={styles.list} aria-labelledby={`upcoming-${day}`}>
            {onDay.map((entry) => (
              <Entry key={episodeKey(entry)} entry={entry} now={now} timeZone={timeZone} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

export function UpcomingListSkeleton() {
  const t = useMessages();
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('browse.comingSoon.loading')}</span>
      <ol className={styles.list} aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className={`${styles.entry} ${styles.skeleton}`} />
        ))}
      </ol>
    </div>
  );
}
