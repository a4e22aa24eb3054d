import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { japaneseLang } from '../../../shared/japanese-script';
import type { TrackedTitle } from '../../../shared/tracked-title';
import { titleDetailsQuery } from '../../lib/catalogue/title-details';
import { titlePath } from '../../lib/catalogue/titles';
import { useTrackedNames } from '../../lib/title-language/use-title-names';
import { Poster } from '../../ui/Poster';
import { Rail } from '../../ui/TitleRail';
import { TitleRow } from '../../ui/TitleRow';
import { continueWatching } from './continue-watching';
import { NoticeRegion, useNotice } from './ListNotice';
import {
  knownEpisodes,
  progressBoundsOf,
  steppedEpisode,
} from '../../../shared/progress/progress-bounds';
import { progressOnEntering, reachesTheEnd } from '../../../shared/progress/progress-rules';
import { useMessages } from '../../i18n/messages';
import { episodeShort, listStatusLabel } from './list-words';
import { useReportedWrites, type ReportedWrites } from './use-reported-writes';
import { useTrackedList } from './use-tracked-list';
import styles from './continue-watching.module.css';

function ContinueCard({ item, writes }: { item: TrackedTitle; writes: ReportedWrites }) {
  const t = useMessages();
  const name = useTrackedNames(item).main;
  // The catalogue's episode counts decide where +1 stops; cached with every other screen's.
  const details = useQuery(titleDetailsQuery('tv', item.id));
  const show = details.data?.mediaType === 'tv' ? details.data.details : null;
  const bounds = useMemo(() => progressBoundsOf(show, item.episodes), [show, item.episodes]);
  const progress = { season: item.current_season, episode: item.current_episode };
  const next = steppedEpisode(progress, 1, bounds);
  const total = knownEpisodes(bounds, progress.season);

  return (
    <li className={styles.card}>
      <Link to={titlePath(item)} className={styles.link}>
        <Poster posterPath={item.poster_path} title={name} item={item} />
        <span className={styles.name} lang={japaneseLang(name)}>
          {name}
        </span>
      </Link>
      <p className={styles.next}>
        {next
          ? total === null
            ? t('lists.continue.next', { episode: episodeShort(t, next) })
            : t('lists.continue.nextOf', { episode: episodeShort(t, next), total })
          : total === null
            ? t('lists.continue.watched', { episode: episodeShort(t, progress) })
            : t('lists.continue.watchedOf', { episode: episodeShort(t, progress), total })}
      </p>
      {next ? (
        <button
          type="button"
          className={`button ${styles.step}`}
          aria-label={t('lists.continue.step', {
            season: next.season,
            episode: next.episode,
            name,
          })}
          onClick={() =>
            writes.saveProgress(item, name, next, reachesTheEnd(item.status, next, bounds))
          }
        >
          {'+1'}
        </button>
      ) : (
        <button
          type="button"
          className={`button ${styles.step}`}
          aria-label={t('lists.continue.complete', { name })}
          onClick={() =>
            writes.move(
              item,
              name,
              'completed',
              progressOnEntering('completed', { film: false, bounds }),
            )
          }
        >
          <Check aria-hidden size={16} />
          {listStatusLabel(t, 'completed')}
        </button>
      )}
    </li>
  );
}

/**
 * Home's first row for a signed-in user: the series being watched, each with its next episode
 * and a one-tap +1. Nothing shows while nothing is being watched.
 */
export function ContinueWatchingRow() {
  const t = useMessages();
  const items = useTrackedList().data?.items;
  const [notice, setNotice] = useNotice();
  const writes = useReportedWrites(setNotice);
  const titles = useMemo(() => (items ? continueWatching(items.values()) : []), [items]);
  return (
    <>
      {titles.length > 0 && (
        <TitleRow
          id="home-continue"
          title={t('lists.continue.title')}
          seeAll="/mylists?status=watching"
        >
          <Rail label={t('lists.continue.title')}>
            {titles.map((item) => (
              <ContinueCard key={`${item.media_type}:${item.id}`} item={item} writes={writes} />
            ))}
          </Rail>
        </TitleRow>
      )}
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} floating />
    </>
  );
}
