import { useMemo } from 'react';
import type { EntryFieldsPatch } from '../../../shared/list-entry';
import { LIST_STATUS_LABELS } from '../../../shared/tracked-title-basics';
import type {
  ListStatus,
  TrackedFieldsPatch,
  TrackedTitleKey,
} from '../../../shared/tracked-title';
import type { CatalogueFields } from './catalogue-fields';
import type { Notice } from './ListNotice';
import { progressLabel, type Progress } from '../../../shared/progress/progress-bounds';
import type { WriteOutcome } from './list-writes';
import { failureReason, useListWrites } from './use-list-writes';

const KEPT = ' Kept on this device; it will be sent when the server can be reached.';

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
  return useMemo<ReportedWrites>(() => {
    const report = (
      key: TrackedTitleKey,
      done: Promise<WriteOutcome>,
      success: Notice,
      failure: string,
    ) =>
      done.then(
        (outcome) =>
          notify(outcome === 'queued' ? { ...success, text: `${success.text}${KEPT}` } : success),
        (error: unknown) => {
          console.warn(`${failure} (${key.media_type}/${key.id})`, error);
          notify({ tone: 'error', text: `${failure} ${failureReason(error)}` });
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
        { tone: 'done', text: `Moved “${name}” to ${LIST_STATUS_LABELS[status]}.` },
        `“${name}” was not moved.`,
      );
    return {
      add: (fields, name, patch) => {
        // Only a series being watched has a place worth naming; the other lists imply theirs.
        const where =
          patch.status === 'watching' &&
          fields.media_type === 'tv' &&
          patch.current_season !== undefined &&
          patch.current_episode !== undefined
            ? ` at ${progressLabel({ season: patch.current_season, episode: patch.current_episode })}`
            : '';
        void report(
          fields,
          writes.add(fields, patch),
          { tone: 'done', text: `Added “${name}” to ${LIST_STATUS_LABELS[patch.status]}${where}.` },
          `“${name}” was not added to your lists.`,
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
                text: `${name}: ${progressLabel(progress)}, the last episode.`,
                action: {
                  label: 'Mark Completed',
                  run: () => move(key, name, 'completed', null),
                },
              }
            : { tone: 'done', text: `${name}: ${progressLabel(progress)}.` },
          `The progress of “${name}” was not saved.`,
        ),
      saveEntry: (key, name, season, patch) =>
        writes.changeEntry(key, season, patch).then((outcome) => {
          const text = `Saved your score and notes for “${name}”.`;
          notify({ tone: 'done', text: outcome === 'queued' ? `${text}${KEPT}` : text });
        }),
      remove: (key, name) => {
        const { removed, done } = writes.remove(key);
        const undo = removed && {
          label: 'Undo',
          run: () =>
            void report(
              key,
              writes.restore(removed),
              { tone: 'done', text: `“${name}” is back in your lists.` },
              `“${name}” could not be put back.`,
            ),
        };
        void report(
          key,
          done,
          {
            tone: 'done',
            text: `Removed “${name}” from your lists.`,
            ...(undo ? { action: undo } : {}),
          },
          `“${name}” was not removed.`,
        );
      },
    };
  }, [writes, notify]);
}
