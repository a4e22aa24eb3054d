import { useMemo } from 'react';
import { shownNames, trackedNames } from '../../../../shared/title-display-name';
import type { TrackedTitle } from '../../../../shared/tracked-title';
import { useTitleLanguage } from '../../../lib/title-language/use-title-names';
import type { EntryRequest } from '../entry-editor/entry-request';
import type { ProgressRequest } from '../progress/progress-request';
import {
  isFilm,
  progressOnEntering,
  reachesTheEnd,
} from '../../../../shared/progress/progress-rules';
import type { Translate } from '../../../i18n/messages';
import type { ReportedWrites } from '../use-reported-writes';
import type { EntryActions } from './entry-actions';

interface EntryActionsInput {
  writes: ReportedWrites;
  openProgress: (request: ProgressRequest) => void;
  openEntry: (request: EntryRequest) => void;
  /** Where focus goes when the entry holding it leaves the list shown. */
  focusList: () => void;
  t: Translate;
}

/** The lists screen's entry controls. */
export function useEntryActions({
  writes,
  openProgress,
  openEntry,
  focusList,
  t,
}: EntryActionsInput): EntryActions {
  const language = useTitleLanguage();
  return useMemo<EntryActions>(() => {
    // The dialogs and notices name a title as its row does.
    const nameOf = (item: TrackedTitle) => shownNames(trackedNames(item), language).main;
    return {
      step: (item, progress, bounds) =>
        writes.saveProgress(
          item,
          nameOf(item),
          progress,
          reachesTheEnd(item.status, progress, bounds),
        ),
      editProgress: (item) =>
        openProgress({
          title: nameOf(item),
          showId: item.id,
          initial: { season: item.current_season, episode: item.current_episode },
          storedEpisodes: item.episodes,
          saveLabel: t('lists.track.saveProgress'),
          onSave: (progress, bounds) =>
            writes.saveProgress(
              item,
              nameOf(item),
              progress,
              reachesTheEnd(item.status, progress, bounds),
            ),
          onEditEntry: (season) => openEntry({ title: nameOf(item), titleKey: item, season }),
        }),
      editEntry: (item) =>
        openEntry({ title: nameOf(item), titleKey: item, season: item.current_season }),
      move: (item, status, bounds) => {
        focusList();
        writes.move(
          item,
          nameOf(item),
          status,
          progressOnEntering(status, { film: isFilm(item), bounds }),
        );
      },
      remove: (item) => {
        focusList();
        writes.remove(item, nameOf(item));
      },
    };
  }, [writes, openProgress, openEntry, focusList, t, language]);
}
