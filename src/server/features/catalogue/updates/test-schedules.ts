import fs from 'node:fs';
import { createRequire } from 'node:module';

const DAY_MS = 86_400_000;

export interface TestShow {
  /** A MyAnimeList id no release of the bundled data uses. */
  malId: number;
  name: string;
  japaneseName: string;
}

/** Test support: a show no release of bangumi-data has, for an update to bring. */
export const NEW_SHOW: TestShow = {
  malId: 69_999_001,
  name: 'Tsuzuki Test Signal',
  japaneseName: 'つづきテストシグナル',
};

/** The day (UTC) a week after `now`, at 15:00 UTC: midnight in Japan, a late-night slot. */
export function nextWeeksSlot(now: number): Date {
  return new Date(Math.floor((now + 7 * DAY_MS) / DAY_MS) * DAY_MS + 15 * 3_600_000);
}

/** The bundled package's file plus NEW_SHOW, beginning a week after `now` with a weekly slot. */
export function newerSchedules(now: number): Buffer {
  return schedulesWithNewShows([{ ...NEW_SHOW, firstSlot: nextWeeksSlot(now) }]);
}

/** The bundled package's file plus `shows`, each airing weekly from its first slot. */
export function schedulesWithNewShows(shows: readonly (TestShow & { firstSlot: Date })[]): Buffer {
  const file = createRequire(import.meta.url).resolve('bangumi-data/dist/data.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { items: unknown[] };
  for (const show of shows) {
    const begin = show.firstSlot.toISOString();
    data.items.push({
      title: show.japaneseName,
      titleTranslate: { en: [show.name] },
      type: 'tv',
      lang: 'ja',
      officialSite: '',
      begin,
      broadcast: `R/${begin}/P7D`,
      end: '',
      comment: '',
      sites: [{ site: 'mal', id: String(show.malId) }],
    });
  }
  return Buffer.from(JSON.stringify(data));
}
