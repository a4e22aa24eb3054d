import type { Season } from '../../shared/seasons';
import type { MessageId, Translate } from '../i18n/messages';

const SEASON_NAMES: Record<Season, MessageId> = {
  winter: 'common.season.winter',
  spring: 'common.season.spring',
  summer: 'common.season.summer',
  fall: 'common.season.fall',
};

/** An anime season's name in the interface's language: 'Fall', '秋'… */
export function seasonName(season: Season, t: Translate): string {
  return t(SEASON_NAMES[season]);
}

/** 'Fall 2023', '2023年秋'… */
export function seasonOfYearLabel(season: Season, year: number, t: Translate): string {
  return t('common.season.ofYear', { season: seasonName(season, t), year: String(year) });
}
