import type { CatalogueProviderName } from '../../../shared/catalogue-info';
import { DEFAULT_FILTERS } from '../../../shared/filter-state';
import type { TitleListSpec } from '../../lib/catalogue/title-list';
import { browseList } from '../browse/browse-list';
import type { BrowseMode } from '../browse/browse-modes';
import { browseRequest } from '../browse/browse-query';

export interface RowContext {
  allowAdult: boolean;
  provider: CatalogueProviderName;
  now: Date;
}

/**
 * A home row's titles: the first page of the browse screen its "See all" opens, unfiltered, so
 * that screen finds them already loaded.
 */
export function rowList(mode: BrowseMode, context: RowContext): TitleListSpec {
  return browseList(browseRequest(mode, DEFAULT_FILTERS, context));
}
