import { beforeAll, describe, expect, it } from 'vitest';
import type { TvDetails } from '../../../shared/catalogue-types';
import type { TitleLanguage } from '../../../shared/i18n/title-language';
import type { TrackedTitle } from '../../../shared/tracked-title';
import { loadServerMessages, type ServerMessages } from '../../i18n/server-messages';
import type { CatalogueProvider } from '../catalogue/provider';
import { upcomingEpisodeEvents } from './upcoming-episodes';

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY_MS = 86_400_000;

const frieren = {
  id: 209867,
  media_type: 'tv',
  status: 'watching',
  current_season: 2,
  current_episode: 3,
  title: null,
  name: 'Frieren',
} as TrackedTitle;

/** A catalogue whose show airs its next episode, unnamed or named, three days from now. */
function catalogueAiring(episodeName: string): CatalogueProvider {
  const details = {
    id: frieren.id,
    name: 'Frieren',
    original_name: '葬送のフリーレン',
    episode_run_time: [24],
    next_episode_to_air: {
      air_date: new Date(NOW + 3 * DAY_MS).toISOString().slice(0, 10),
      season_number: 2,
      episode_number: 4,
      name: episodeName,
    },
  } as unknown as TvDetails;
  return {
    name: 'tmdb',
    capabilities: { posters: true, airDates: true, seasons: true },
    get: () => Promise.resolve({ status: 200, body: details }),
  };
}

let messages: ServerMessages;
beforeAll(async () => {
  messages = await loadServerMessages();
});

async function summaryIn(
  language: 'en' | 'ja' | 'de' | 'fr',
  titleLanguage: TitleLanguage,
  episodeName = 'Episode 4',
): Promise<string | undefined> {
  const [event] = await upcomingEpisodeEvents(catalogueAiring(episodeName), [frieren], {
    now: NOW,
    baseUrl: 'https://anime.example.org',
    timeZone: 'UTC',
    titleLanguage,
    t: messages.in(language),
  });
  return event?.summary;
}

describe('the feed’s words', () => {
  it('stay exactly as they were in English', async () => {
    expect(await summaryIn('en', 'english')).toBe('Frieren — S2E4 Episode 4');
    expect(messages.in('en')('calendar.name')).toBe('Tsuzuki — watching');
  });

  it('are German and Japanese for such readers, the catalogue’s “Episode 4” included', async () => {
    expect(await summaryIn('de', 'english')).toBe('Frieren — S2F4 Folge 4');
    expect(messages.in('de')('calendar.name')).toBe('Tsuzuki — am Schauen');
    expect(await summaryIn('ja', 'english')).toBe('Frieren — S2E4 第4話');
    expect(messages.in('ja')('calendar.name')).toBe('Tsuzuki — 視聴中');
  });

  it('keep an episode’s own name as the catalogue gives it', async () => {
    expect(await summaryIn('fr', 'english', 'Le voyage')).toBe('Frieren — S2É4 Le voyage');
  });

  it('name the show in Japanese for a reader of Native titles', async () => {
    expect(await summaryIn('ja', 'native')).toBe('葬送のフリーレン — S2E4 第4話');
    expect(await summaryIn('en', 'native')).toBe('葬送のフリーレン — S2E4 Episode 4');
  });
});
