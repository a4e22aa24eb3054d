import type { BrowseScreen } from '../../../shared/client-routes';
import type { MessageId } from '../../i18n/messages';

/** Each browse screen's title and lead, as message ids of the `browse` group. */
export const BROWSE_MODES = {
  trending: { title: 'browse.mode.trending.title', lead: 'browse.mode.trending.lead' },
  season: { title: 'browse.mode.season.title', lead: 'browse.mode.season.lead' },
  popular: { title: 'browse.mode.popular.title', lead: 'browse.mode.popular.lead' },
  top: { title: 'browse.mode.top.title', lead: 'browse.mode.top.lead' },
} as const satisfies Record<BrowseScreen, { title: MessageId; lead: MessageId }>;

export type BrowseMode = keyof typeof BROWSE_MODES;

export function parseBrowseMode(value: string | undefined): BrowseMode | null {
  return value !== undefined && Object.hasOwn(BROWSE_MODES, value) ? (value as BrowseMode) : null;
}
