import { useState } from 'react';
import { HOME_AIRING_ROW } from '../../../shared/home-opening';
import { episodeWhenIn } from '../../../shared/upcoming-labels';
import { useMessages } from '../../i18n/messages';
import { useAllowAdult } from '../../lib/catalogue/allow-adult';
import { titleFromShow } from '../../lib/catalogue/titles';
import { soonestPerShow } from '../../../shared/upcoming-shows';
import { useUpcomingEpisodes } from '../../lib/catalogue/upcoming-episodes';
import { deviceTimeZone } from '../../../shared/zoned-date';
import { episodeWhenText } from '../../ui/episode-when';
import { ErrorState } from '../../ui/StatusMessage';
import { TitleRail, TitleRailSkeleton } from '../../ui/TitleRail';
import { TitleRow } from '../../ui/TitleRow';
import { quickViewAction } from '../detail/QuickViewButton';
import { airingThisWeekWindow } from './airing-this-week';

/** The next seven days' episodes, the soonest first, each card saying which and when. */
export function AiringThisWeekRow() {
  const t = useMessages();
  const title = t(HOME_AIRING_ROW.title.message);
  const allowAdult = useAllowAdult();
  const [now] = useState(() => new Date());
  const [timeZone] = useState(deviceTimeZone);
  const { entries, failed, query } = useUpcomingEpisodes(
    airingThisWeekWindow(now, timeZone, allowAdult),
  );
  let content;
  if (query.data === undefined) {
    content = <TitleRailSkeleton label={t('common.list.loading', { label: title })} notes />;
  } else if (failed && entries.length === 0) {
    content = (
      <ErrorState
        message={t('common.list.failed', { label: title })}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (entries.length === 0) {
    return null;
  } else {
    const shows = soonestPerShow(entries);
    const episodes = new Map(shows.map(({ anime, episode }) => [anime.id, episode]));
    content = (
      <TitleRail
        titles={shows.map(({ anime }) => titleFromShow(anime))}
        label={title}
        firstScreen
        renderAction={quickViewAction}
        renderNote={(anime) => {
          const episode = episodes.get(anime.id);
          return (
            episode &&
            `${t('common.episode', { number: episode.episode_number })} · ${episodeWhenText(episodeWhenIn(episode, now, timeZone), t)}`
          );
        }}
      />
    );
  }
  return (
    <TitleRow id={HOME_AIRING_ROW.id} title={title} seeAll={HOME_AIRING_ROW.seeAll}>
      {content}
    </TitleRow>
  );
}
