import { useState } from 'react';
import { episodeLabel } from '../../../shared/upcoming-labels';
import { useAllowAdult } from '../../lib/catalogue/allow-adult';
import { titleFromShow } from '../../lib/catalogue/titles';
import { soonestPerShow, useUpcomingEpisodes } from '../../lib/catalogue/upcoming-episodes';
import { deviceTimeZone } from '../../../shared/zoned-date';
import { ErrorState } from '../../ui/StatusMessage';
import { TitleRail, TitleRailSkeleton } from '../../ui/TitleRail';
import { TitleRow } from '../../ui/TitleRow';
import { quickViewAction } from '../detail/QuickViewButton';

const TITLE = 'Airing this week';

/** The next seven days' episodes, the soonest first, each card saying which and when. */
export function AiringThisWeekRow() {
  const allowAdult = useAllowAdult();
  const [now] = useState(() => new Date());
  const [timeZone] = useState(deviceTimeZone);
  const { entries, failed, query } = useUpcomingEpisodes({
    now,
    days: 7,
    allowAdult,
    genreId: '',
    timeZone,
  });
  let content;
  if (query.data === undefined) {
    content = <TitleRailSkeleton label={`Loading ${TITLE}…`} notes />;
  } else if (failed && entries.length === 0) {
    content = (
      <ErrorState message={`${TITLE} could not be loaded.`} onRetry={() => void query.refetch()} />
    );
  } else if (entries.length === 0) {
    return null;
  } else {
    const shows = soonestPerShow(entries);
    const episodes = new Map(shows.map(({ anime, episode }) => [anime.id, episode]));
    content = (
      <TitleRail
        titles={shows.map(({ anime }) => titleFromShow(anime))}
        label={TITLE}
        firstScreen
        renderAction={quickViewAction}
        renderNote={(anime) => {
          const episode = episodes.get(anime.id);
          return (
            episode && `Episode ${episode.episode_number} · ${episodeLabel(episode, now, timeZone)}`
          );
        }}
      />
    );
  }
  return (
    <TitleRow id="home-airing" title={TITLE} seeAll="/coming-soon?days=7">
      {content}
    </TitleRow>
  );
}
