import { HOME_FIRST_LOAD_PAGES } from '../../../shared/catalogue-constants';
import type { MediaType } from '../../../shared/catalogue-types';
import {
  catalogueListParams,
  discoverOrderParams,
  extraUnfilteredPageParams,
  homeFirstLoadParams,
  needsExtraUnfilteredPage,
  type DiscoverOrder,
} from '../../../shared/discover-queries';
import {
  loadPage,
  pagedList,
  type ListChunk,
  type ListCursor,
  type TitleListSpec,
} from './title-list';
import { catalogueUnavailable } from './proxy';

export interface DiscoverListOptions {
  mediaType: MediaType;
  allowAdult: boolean;
  genreId: string;
  order: DiscoverOrder;
}

const orderParams = ({ mediaType, order }: DiscoverListOptions) =>
  discoverOrderParams(mediaType, order);

/** The extra page pads the spec's first load only: titles of other years or orders don't belong. */
function padsThinBatch({ order }: DiscoverListOptions): boolean {
  return order.sort === 'popular' && order.year === null;
}

/**
 * Pages 1 to 5 at once, plus one extra unfiltered page when they hold fewer than 20 titles
 * (spec §4 "Home and discover loading"). A failed page among them only thins the batch.
 */
async function loadFirstBatch(
  options: DiscoverListOptions,
  signal: AbortSignal,
): Promise<ListChunk> {
  const { mediaType, allowAdult, genreId } = options;
  const endpoint = `discover/${mediaType}`;
  const answers = await Promise.all(
    homeFirstLoadParams({ allowAdult, genreId, mediaType }).map((params) =>
      pagedList(endpoint, { ...params, ...orderParams(options) }, signal),
    ),
  );
  const pages = answers.flatMap((answer) => (answer.data ? [answer.data] : []));
  // Every page failing is a failure to show; some failing is a thinner list.
  if (pages.length === 0) throw catalogueUnavailable(answers[0]?.status ?? 0, 'This list');
  const results = pages.flatMap((page) => page.results);
  const totalPages = Math.max(...pages.map((page) => page.total_pages));
  if (padsThinBatch(options) && needsExtraUnfilteredPage(results.length)) {
    const extra = await pagedList(endpoint, extraUnfilteredPageParams({ allowAdult }), signal);
    results.push(...(extra.data?.results ?? []));
  }
  return { results, lastPage: HOME_FIRST_LOAD_PAGES, totalPages, attempt: 0 };
}

/** Discover: the anime keyword list of one media type in a chosen order, optionally narrowed. */
export function discoverList(options: DiscoverListOptions): TitleListSpec {
  const { mediaType, allowAdult, genreId, order } = options;
  return {
    key: ['discover', mediaType, { allowAdult, genreId, order }],
    fallbackType: mediaType,
    load: (cursor: ListCursor, signal: AbortSignal) =>
      cursor.page === 1
        ? loadFirstBatch(options, signal)
        : loadPage(
            `discover/${mediaType}`,
            {
              ...catalogueListParams({ page: cursor.page, allowAdult, genreId, mediaType }),
              ...orderParams(options),
            },
            signal,
          ),
  };
}
