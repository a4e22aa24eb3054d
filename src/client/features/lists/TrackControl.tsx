import { Trans } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, RefreshCw, Star, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MediaType, MovieDetails, TvDetails } from '../../../shared/catalogue-types';
import { DEFAULT_EPISODE, DEFAULT_SEASON } from '../../../shared/tracked-title-basics';
import type { ListStatus } from '../../../shared/tracked-title';
import { useMessages, type MessageId } from '../../i18n/messages';
import type { Title } from '../../lib/catalogue/titles';
import { PHONE_WIDTH_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { LazyMuteAlertsButton } from '../alerts/LazyMuteAlertsButton';
import { useAuth } from '../auth/auth-context';
import { fieldsFromCard, fieldsFromDetails, type CatalogueFields } from './catalogue-fields';
import { NoticeRegion, useNotice } from './ListNotice';
import { useEntryEditor } from './entry-editor/use-entry-editor';
import { useProgressDialog } from './progress/use-progress-dialog';
import { progressBoundsOf, type Progress } from '../../../shared/progress/progress-bounds';
import {
  isFilm,
  progressOnAdding,
  progressOnEntering,
  reachesTheEnd,
} from '../../../shared/progress/progress-rules';
import { listStatusLabel, progressWordsOf } from './list-words';
import { StatusButtons } from './StatusButtons';
import { CompactTrackBar } from './CompactTrackBar';
import { resumeLoading } from './tracked-list-query';
import { isComplete, keyTextOf } from './tracked-list-state';
import { useReportedWrites } from './use-reported-writes';
import { useTrackedList } from './use-tracked-list';
import styles from './track.module.css';

/** The title to track, with what is known of it: full details, or at least its card. */
export type TrackTarget = { media_type: MediaType; id: number; name: string } & (
  | { details: TvDetails | MovieDetails; card?: Title }
  | { details?: TvDetails | MovieDetails | null; card: Title }
);

function fieldsOf(target: TrackTarget): CatalogueFields {
  if (target.details) return fieldsFromDetails(target.media_type, target.details);
  // TrackTarget's type guarantees a card whenever the details are missing.
  return fieldsFromCard(target.card as Title);
}

/** What the progress rules know of the title: its seasons from the details, else its card. */
function subjectOf(target: TrackTarget, storedEpisodes: number | null | undefined) {
  const { details, card } = target;
  const show = details && 'name' in details ? details : null;
  return {
    film: isFilm({ media_type: target.media_type, format: details?.format ?? card?.format }),
    bounds: progressBoundsOf(show, storedEpisodes ?? card?.episodes),
  };
}

/** Tracking sends a visitor to the login screen, which brings them back here (spec §1, §4). */
function SignInToTrack() {
  const t = useMessages();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <button
      type="button"
      className="button button-primary"
      onClick={() => void navigate('/login', { state: { from: `${pathname}${search}` } })}
    >
      <Plus aria-hidden size={18} />
      {t('lists.track.signIn')}
    </button>
  );
}

function TrackedControl({ target, compact }: { target: TrackTarget; compact: boolean }) {
  const t = useMessages();
  const list = useTrackedList();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useNotice();
  const writes = useReportedWrites(setNotice);
  const { openProgress, progressDialog } = useProgressDialog(setNotice);
  const { openEntry, entryEditor } = useEntryEditor(writes, setNotice);
  const groupRef = useRef<HTMLDivElement>(null);

  const key = { media_type: target.media_type, id: target.id };
  const held = list.data?.items.get(keyTextOf(key));
  const known = held !== undefined || (list.data !== undefined && isComplete(list.data));
  const subject = subjectOf(target, held?.episodes);
  const isShow = !subject.film;

  const add = (status: ListStatus) => {
    const fields = fieldsOf(target);
    const withProgress = (progress: Progress) => ({
      status,
      current_season: progress.season,
      current_episode: progress.episode,
    });
    if (isShow && status === 'watching') {
      // Spec §4: a series added as Watching asks where the viewer is first.
      openProgress({
        title: target.name,
        showId: target.id,
        initial: { season: DEFAULT_SEASON, episode: DEFAULT_EPISODE },
        storedEpisodes: target.card?.episodes,
        saveLabel: t('lists.track.startWatching'),
        onSave: (progress) => writes.add(fields, target.name, withProgress(progress)),
      });
      return;
    }
    writes.add(fields, target.name, withProgress(progressOnAdding(status, subject)));
  };

  const move = (status: ListStatus) =>
    writes.move(key, target.name, status, progressOnEntering(status, subject));

  const editProgress = () => {
    if (!held) return;
    openProgress({
      title: target.name,
      showId: target.id,
      initial: { season: held.current_season, episode: held.current_episode },
      storedEpisodes: held.episodes,
      saveLabel: t('lists.track.saveProgress'),
      onSave: (progress, bounds) =>
        writes.saveProgress(
          key,
          target.name,
          progress,
          reachesTheEnd(held.status, progress, bounds),
        ),
      onEditEntry: (season) => openEntry({ title: target.name, titleKey: key, season }),
    });
  };

  const remove = () => {
    // The Remove button goes with the title: keep focus in the control.
    groupRef.current?.querySelector('button')?.focus();
    writes.remove(key, target.name);
  };

  const loadFailed = list.isError && !list.data;
  const pagesFailed = list.data?.pagesFailed === true && !known;
  const heading = held ? (
    <>
      <Trans
        id={'lists.track.inMyLists' satisfies MessageId}
        values={{ status: listStatusLabel(t, held.status) }}
        components={{ 0: <strong /> }}
      />
      {isShow &&
        ` · ${progressWordsOf(t).short({ season: held.current_season, episode: held.current_episode })}`}
    </>
  ) : known ? (
    t('lists.track.add')
  ) : loadFailed || pagesFailed ? (
    t('lists.loadFailed')
  ) : (
    <span role="status">{t('lists.track.checking')}</span>
  );
  const editProgressButton = held && isShow && (
    <button type="button" className="button" onClick={editProgress}>
      <Pencil aria-hidden size={16} />
      {t('lists.track.editProgress')}
    </button>
  );
  const entryButton = held && (
    <button
      type="button"
      className="button"
      aria-haspopup="dialog"
      onClick={() =>
        openEntry({
          title: target.name,
          titleKey: key,
          season: held.current_season,
          chooseSeason: true,
        })
      }
    >
      <Star aria-hidden size={16} />
      {t('lists.scoreAndNotes')}
    </button>
  );
  const retryButton = (loadFailed || pagesFailed) && (
    <button
      type="button"
      className="button"
      onClick={() => (loadFailed ? void list.refetch() : resumeLoading(queryClient, list.uid))}
    >
      <RefreshCw aria-hidden size={16} />
      {t('lists.retry')}
    </button>
  );
  const statusButtons = (
    <div ref={groupRef}>
      <StatusButtons
        label={t(held ? 'lists.track.moveTo' : 'lists.track.addTo', { name: target.name })}
        current={held?.status ?? null}
        disabled={!known}
        onChoose={held ? move : add}
      />
    </div>
  );
  const removeAndMute = held && (
    <>
      <button type="button" className="button" onClick={remove}>
        <Trash2 aria-hidden size={16} />
        {t('lists.track.remove')}
      </button>
      {isShow && <LazyMuteAlertsButton title={{ ...key, name: target.name }} report={setNotice} />}
    </>
  );
  const notices = <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />;

  if (compact) {
    return (
      <>
        <CompactTrackBar
          summary={heading}
          primary={retryButton || editProgressButton || entryButton}
          toggleLabel={
            held ? (
              <Trans
                id={'lists.track.more' satisfies MessageId}
                components={{ 0: <span className="visually-hidden" /> }}
              />
            ) : (
              t('lists.track.choose')
            )
          }
        >
          {statusButtons}
          {removeAndMute && (
            <div className={styles.trackActions}>
              {isShow && entryButton}
              {removeAndMute}
            </div>
          )}
        </CompactTrackBar>
        {notices}
        {progressDialog}
        {entryEditor}
      </>
    );
  }
  return (
    <div className={styles.track}>
      <p className={styles.trackHeading}>{heading}</p>
      {statusButtons}
      {held && (
        <div className={styles.trackActions}>
          {editProgressButton}
          {entryButton}
          {removeAndMute}
        </div>
      )}
      {retryButton}
      {notices}
      {progressDialog}
      {entryEditor}
    </div>
  );
}

/**
 * Spec §4 "Adding a title": the five lists for a signed-in user, the title's status, progress
 * and removal once tracked; the login screen for a visitor. `compactOnPhone` folds the controls
 * into a compact bar on a phone, for the title page's fixed bar (decision 357).
 */
export function TrackControl({
  target,
  compactOnPhone = false,
}: {
  target: TrackTarget;
  compactOnPhone?: boolean;
}) {
  const { currentUser } = useAuth();
  const phone = useMediaQuery(PHONE_WIDTH_QUERY);
  if (!currentUser) return <SignInToTrack />;
  return <TrackedControl target={target} compact={compactOnPhone && phone} />;
}
