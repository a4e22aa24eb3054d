import type { ProgressWords, Progress } from '../../../shared/progress/progress-bounds';
import type { ScoreWords } from '../../../shared/score-scale';
import type { ListStatus } from '../../../shared/tracked-title';
import type { MessageId, Translate } from '../../i18n/messages';
import type { ListSort, ListTab } from './list-view';

/*
 * The lists' fixed words in the active language, by the stable values src/shared keeps (its
 * English labels stay the server's). Every screen drawing them loads the `lists` group.
 */

const STATUS_IDS: Record<ListStatus, MessageId> = {
  watching: 'lists.status.watching',
  planToWatch: 'lists.status.planToWatch',
  completed: 'lists.status.completed',
  onHold: 'lists.status.onHold',
  dropped: 'lists.status.dropped',
};

const SORT_IDS: Record<ListSort, MessageId> = {
  updated: 'lists.sort.updated',
  title: 'lists.sort.title',
  airDate: 'lists.sort.airDate',
  score: 'lists.sort.score',
  started: 'lists.sort.started',
  finished: 'lists.sort.finished',
  lastWatched: 'lists.sort.lastWatched',
};

/** "Watching", "Plan to Watch"… */
export function listStatusLabel(t: Translate, status: ListStatus): string {
  return t(STATUS_IDS[status]);
}

/** A list's name, or "All" for every title. */
export function listTabLabel(t: Translate, tab: ListTab): string {
  return tab === 'all' ? t('lists.tab.all') : listStatusLabel(t, tab);
}

export function listSortLabel(t: Translate, sort: ListSort): string {
  return t(SORT_IDS[sort]);
}

/** Progress written as src/shared's rules put it ("S1 · E5", "13 / 28"). */
export function progressWordsOf(t: Translate): ProgressWords {
  return {
    short: ({ season, episode }) => t('lists.progress.short', { season, episode }),
    spoken: ({ season, episode }) => t('lists.progress.spoken', { season, episode }),
    ofTotal: (episode, total, season) =>
      season === null
        ? t('lists.progress.ofTotal', { episode, total })
        : t('lists.progress.seasonOfTotal', { season, episode, total }),
    spokenOfTotal: ({ season, episode }, total) =>
      t('lists.progress.spokenOfTotal', { season, episode, total }),
  };
}

/** "E6", or "S2 · E6" past the first season, where a card has little room. */
export function episodeShort(t: Translate, progress: Progress): string {
  return progress.season > 1
    ? t('lists.progress.short', { season: progress.season, episode: progress.episode })
    : t('lists.progress.episode', { episode: progress.episode });
}

/** A score in the user's scale as src/shared's scoreText writes it ("Score 8/10", "Liked it"). */
export function scoreWordsOf(t: Translate): ScoreWords {
  return {
    points: (score, max) => t('lists.score.points', { score, max }),
    stars: (score) => t('lists.score.stars', { score }),
    smileys: [t('lists.score.smiley1'), t('lists.score.smiley2'), t('lists.score.smiley3')],
  };
}
