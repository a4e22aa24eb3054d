import { loadWithFallbacks, type TitleListSpec } from '../../lib/catalogue/title-list';
import type { BrowseRequest } from './browse-query';

/** A browse request as a list; the first page's queries identify it. */
export function browseList(request: BrowseRequest): TitleListSpec {
  return {
    key: ['browse', request.endpoint, request.attemptsFor(1)],
    fallbackType: request.mediaType,
    load: (cursor, signal) =>
      loadWithFallbacks(request.endpoint, request.attemptsFor, cursor, signal),
  };
}
