import { useMemo, useState } from 'react';
import { DEFAULT_FILTERS } from '../../../shared/filter-state';
import { useAllowAdult } from '../../lib/catalogue/allow-adult';
import { useCatalogueInfo } from '../../lib/catalogue/catalogue-info';
import { useTitleList } from '../../lib/catalogue/title-list';
import type { Title } from '../../lib/catalogue/titles';
import { browseList } from '../../features/browse/browse-list';
import { browseRequest } from '../../features/browse/browse-query';

/** Few enough to scan at a glance on a phone. */
const OFFERED_TITLES = 9;

/**
 * This season's most popular titles, from the browse screen's own query; a catalogue that knows
 * no air dates offers the most popular titles it has instead.
 */
export function useSeasonTitles(): Title[] {
  const allowAdult = useAllowAdult();
  const { data: info } = useCatalogueInfo();
  const [now] = useState(() => new Date());
  const list = useMemo(
    () =>
      browseList(
        browseRequest(info?.capabilities.airDates ? 'season' : 'popular', DEFAULT_FILTERS, {
          allowAdult,
          provider: info?.provider ?? 'offline',
          now,
        }),
      ),
    [info, allowAdult, now],
  );
  const { titles } = useTitleList(list, allowAdult, info !== undefined);
  return titles.slice(0, OFFERED_TITLES);
}
