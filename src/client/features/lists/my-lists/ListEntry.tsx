import { useQuery } from '@tanstack/react-query';
import { Star, Trash2 } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { japaneseLang } from '../../../../shared/japanese-script';
import { releaseYear } from '../../../../shared/normalise';
import { LIST_STATUSES } from '../../../../shared/tracked-title-basics';
import type { ListStatus, TrackedTitle } from '../../../../shared/tracked-title';
import { useMessages } from '../../../i18n/messages';
import { titleDetailsQuery } from '../../../lib/catalogue/title-details';
import { titlePath } from '../../../lib/catalogue/titles';
import { useTrackedNames } from '../../../lib/title-language/use-title-names';
import { Poster } from '../../../ui/Poster';
import { mediaTypeLabel } from '../../../ui/title-meta';
import type { EntryActions } from './entry-actions';
import { AnilistNextEpisode, EntryNextEpisode, knownNextEpisode } from './EntryNextEpisode';
import { EntryProgress } from './EntryProgress';
import { progressBoundsOf } from '../../../../shared/progress/progress-bounds';
import { isFilm } from '../../../../shared/progress/progress-rules';
import { scoreText } from '../../../../shared/score-scale';
import { useScoreScale } from '../../profile/settings/use-score-scale';
import { entryScoreOf } from '../list-view';
import { listStatusLabel, scoreWordsOf } from '../list-words';
import styles from './my-lists.module.css';

interface ListEntryProps {
  item: TrackedTitle;
  /** 1-based, among all entries of the list (most are not drawn in a long list). */
  position: number;
  setSize: number;
  actions: EntryActions;
  /** Whether to ask the catalogue for the title's seasons yet (not while the list first draws). */
  withDetails: boolean;
  /** Whether AniList is asked for next episodes the catalogue does not know. */
  askAnilist: boolean;
}

/**
 * One tracked title: poster, name in the title language with another beside it while the line has
 * room, year, score, progress, next episode, list and removal.
 */
export const ListEntry = memo(function ListEntry({
  item,
  position,
  setSize,
  actions,
  withDetails,
  askAnilist,
}: ListEntryProps) {
  const t = useMessages();
  const shown = useTrackedNames(item);
  const name = shown.main;
  const isShow = !isFilm(item);
  // The catalogue's seasons bound the progress steps; cached with the detail screen's answers.
  const details = useQuery({ ...titleDetailsQuery('tv', item.id), enabled: isShow && withDetails });
  const show = details.data?.mediaType === 'tv' ? details.data.details : null;
  const bounds = useMemo(() => progressBoundsOf(show, item.episodes), [show, item.episodes]);
  const nextEpisode = knownNextEpisode(item, show);
  const watchingShow = isShow && item.status === 'watching';
  const year = releaseYear(item);
  const score = scoreText(entryScoreOf(item), useScoreScale(), scoreWordsOf(t));

  return (
    <li className={styles.entry} aria-posinset={position} aria-setsize={setSize}>
      <Poster
        posterPath={item.poster_path}
        title={name}
        item={item}
        className={styles.entryPoster}
      />
      <div className={styles.entryMain}>
        <p className={styles.entryNames}>
          <Link to={titlePath(item)} className={styles.entryName} lang={japaneseLang(name)}>
            {name}
          </Link>
          {shown.beside && (
            <span className={styles.entryOtherName} lang={japaneseLang(shown.beside)}>
              {shown.beside}
            </span>
          )}
        </p>
        <p className={styles.entryMeta}>
          {year !== null && <span>{year}</span>}
          <span>{mediaTypeLabel(item.media_type, t)}</span>
          {score !== null && <span className={styles.entryScore}>{score}</span>}
        </p>
        {nextEpisode ? (
          <EntryNextEpisode episode={nextEpisode} />
        ) : (
          watchingShow && askAnilist && withDetails && <AnilistNextEpisode showId={item.id} />
        )}
      </div>
      <div className={styles.entryControls}>
        {isShow && <EntryProgress item={item} name={name} bounds={bounds} actions={actions} />}
        <select
          className={styles.statusSelect}
          aria-label={t('lists.entry.status', { name })}
          value={item.status}
          onChange={(event) => actions.move(item, event.target.value as ListStatus, bounds)}
        >
          {LIST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {listStatusLabel(t, status)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="icon-button"
          aria-label={t('lists.entry.scoreAndNotes', { name })}
          aria-haspopup="dialog"
          onClick={() => actions.editEntry(item)}
        >
          <Star aria-hidden size={18} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('lists.entry.remove', { name })}
          onClick={() => actions.remove(item)}
        >
          <Trash2 aria-hidden size={18} />
        </button>
      </div>
    </li>
  );
});
