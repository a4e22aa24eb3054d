import type { EpisodeWhen } from '../../shared/relative-date';
import type { Translate } from '../i18n/messages';

/** When an episode airs, in the active language: 'Tomorrow', 'In 2 week(s)', '2週間後'… */
export function episodeWhenText(when: EpisodeWhen, t: Translate): string {
  switch (when.kind) {
    case 'tba':
      return t('common.when.tba');
    case 'aired':
      return t('common.when.aired');
    case 'today':
      return t('common.when.today');
    case 'tomorrow':
      return t('common.when.tomorrow');
    case 'days':
      return t('common.when.days', { count: when.count });
    case 'weeks':
      return t('common.when.weeks', { count: when.count });
    case 'months':
      return t('common.when.months', { count: when.count });
  }
}
