import type { BrowseScreen } from '../../../shared/client-routes';

export const BROWSE_MODES = {
  trending: { title: 'Trending now', lead: 'The anime people are watching right now.' },
  season: { title: 'Popular this season', lead: 'The most popular anime of the current season.' },
  popular: { title: 'All-time popular', lead: 'The anime with the biggest audiences of all time.' },
  top: { title: 'Top rated', lead: 'The anime viewers rate highest.' },
} as const satisfies Record<BrowseScreen, { title: string; lead: string }>;

export type BrowseMode = keyof typeof BROWSE_MODES;

export function parseBrowseMode(value: string | undefined): BrowseMode | null {
  return value !== undefined && Object.hasOwn(BROWSE_MODES, value) ? (value as BrowseMode) : null;
}
