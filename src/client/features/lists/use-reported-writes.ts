import { useMemo } from 'react';
import type { EntryFieldsPatch } from '../../../shared/list-entry';
import type {
  ListStatus,
  TrackedFieldsPatch,
  TrackedTitleKey,
} from '../../../shared/tracked-title';
import { useMessages } from '../../i18n/messages';
import type { CatalogueFields } from './catalogue-fields';
import { listStatusLabel, progressWordsOf } from './list-words';
import type { Notice } from './ListNotice';
import type { Progress } from '../../../shared/progress/progress-bounds';
import type { WriteOutcome } from './list-writes';
import { failureReason, useListWrites } from './use-list-writes';

const progressPatch = (progress: Progress): TrackedFieldsPatch => ({
  current_season: progress.season,
  current_episode: progress.episode,
});

export interface ReportedWrites {
  add: (
    fields: CatalogueFields,
    name: string,
    patch: TrackedFieldsPatch & { status: ListStatus },
  ) => void;
  /** Moves a title, with the progress its new list implies (null: progress unchanged). */
  move: (key: TrackedTitleKey, name: string, status: ListStatus, progress: Progress | null) => void;
  /** Saves progress; at the last episode of a title being watched, offers to mark it Completed. */
  saveProgress: (
    key: TrackedTitleKey,
    name: string,
    progress: Progress,
    reachesTheEnd: boolean,
  ) => void;
  /** Offers an undo once the removal is confirmed. */
  remove: (key: TrackedTitleKey, name: string) => void;
  /**
   * Saves one season's score, dates, rewatches, notes, tags or favourite. A failure is the
   * caller's to show: the entry editor shows it beside the fields, which it keeps.
   */
  saveEntry: (
    key: TrackedTitleKey,
    name: string,
    season: number,
    patch: EntryFieldsPatch,
  ) => Promise<void>;
}

/**
 * The list writes every screen offers, each shown at once and then reported in words: what
 * changed, or why it did not (the change is then undone on screen).
 */
export function useReportedWrites(notify: (notice: Notice) => void): ReportedWrites {
  const writes = useListWrites();
  const t = useMessages();
  return useMemo<ReportedWrites>(() => {
    const progressText = (progress: Progress) => progressWordsOf(t).short(progress);
    const kept = (text: string) => t('lists.write.kept', { text });
    const report = (
      key: TrackedTitleKey,
      done: Promise<WriteOutcome>,
      success: Notice,
      failure: string,
    ) =>
      done.then(
        (outcome) =>
          notify(outcome === 'queued' ? { ...success, text: kept(success.text) } : success),
        (error: unknown) => {
          console.warn(`${failure} (${key.media_type}/${key.id})`, error);
          notify({
            tone: 'error',
            text: t('lists.write.failed', { failure, reason: failureReason(error) }),
          });
        },
      );
    const move = (
      key: TrackedTitleKey,
      name: string,
      status: ListStatus,
      progress: Progress | null,
    ) =>
      void report(
        key,
        writes.change(key, { status, ...(progress ? progressPatch(progress) : {}) }),
        {
          tone: 'done',
          text: t('lists.write.moved', { name, status: listStatusLabel(t, status) }),
        },
        t('lists.write.notMoved', { name }),
      );
    return {
      add: (fields, name, patch) => {
        const status = listStatusLabel(t, patch.status);
        // Only a series being watched has a place worth naming; the other lists imply theirs.
        const text =
          patch.status === 'watching' &&
          fields.media_type === 'tv' &&
          patch.current_season !== undefined &&
          patch.current_episode !== undefined
            ? t('lists.write.addedAt', {
                name,
                status,
                progress: progressText({
                  season: patch.current_season,
                  episode: patch.current_episode,
                }),
              })
            : t('lists.write.added', { name, status });
        void report(
          fields,
          writes.add(fields, patch),
          { tone: 'done', text },
          t('lists.write.notAdded', { name }),
        );
      },
      move: (key, name, status, progress) => move(key, name, status, progress),
      saveProgress: (key, name, progress, reachesTheEnd) =>
        void report(
          key,
          writes.change(key, progressPatch(progress)),
          reachesTheEnd
            ? {
                tone: 'done',
                text: t('lists.write.lastEpisode', { name, progress: progressText(progress) }),
                action: {
                  label: t('lists.write.markCompleted'),
                  run: () => move(key, name, 'completed', null),
                },
              }
            : {
                tone: 'done',
                text: t('lists.write.progress', { name, progress: progressText(progress) }),
              },
          t('lists.write.progressNotSaved', { name }),
        ),
      saveEntry: (key, name, season, patch) =>
        writes.changeEntry(key, season, patch).then((outcome) => {
          const text = t('lists.write.entrySaved', { name });
          notify({ tone: 'done', text: outcome === 'queued' ? kept(text) : text });
        }),
      remove: (key, name) => {
        const { removed, done } = writes.remove(key);
        const undo = removed && {
          label: t('lists.write.undo'),
          run: () =>
            void report(
              key,
              writes.restore(removed),
              { tone: 'done', text: t('lists.write.restored', { name }) },
              t('lists.write.notRestored', { name }),
            ),
        };
        void report(
          key,
          done,
          {
            tone: 'done',
            text: t('lists.write.removed', { name }),
            ...(undo ? { action: undo } : {}),
          },
          t('lists.write.notRemoved', { name }),
        );
      },
    };
  }, [writes, notify, t]);
}
