import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarLink } from '../../../shared/lists-api';
import { startFakeTmdb, type FakeTmdb } from '../../testing/fakes/fake-tmdb';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { signUp, withSession, type TestUser, chooseOnProfile } from '../auth/auth-test-helpers';
import { track } from '../lists/lists-test-helpers';

const DAY_MS = 86_400_000;
const TMDB_KEY = 'calendar-test-key';

/** The feed parsed back as a calendar app would: unfolded, split into events' properties. */
function parseCalendar(text: string) {
  const physical = text.split('\r\n');
  const lines = text.replace(/\r\n /g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { physical, lines, events };
}

const utcStamp = (epochMillis: number) =>
  new Date(epochMillis)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const compactDate = (epochMillis: number) =>
  new Date(epochMillis).toISOString().slice(0, 10).replace(/-/g, '');

describe.each(DIALECTS)('the iCal feed on %s', (dialect) => {
  let fakeTmdb: FakeTmdb;
  let testApp: TestApp;
  let user: TestUser;
  const clock = new ManualClock();

  beforeAll(async () => {
    fakeTmdb = await startFakeTmdb({ apiKey: TMDB_KEY, now: () => clock.now() });
  });
  afterAll(async () => {
    await fakeTmdb.close();
  });
  afterEach(async () => {
    await testApp.close();
  });

  async function start(environment: Record<string, string>) {
    testApp = await createTestApp(dialect, environment, { clock });
    user = await signUp(testApp.app);
  }
  const withTmdb = () => start({ TMDB_API_KEY: TMDB_KEY, TMDB_BASE_URL: fakeTmdb.baseUrl });

  const linkCall = (method: 'GET' | 'POST', url: string) =>
    testApp.app.inject({ method, url, ...withSession(user.token) });
  const feedAt = (url: string) => testApp.app.inject({ method: 'GET', url: new URL(url).pathname });

  async function feedUrl(): Promise<string> {
    const link = (await linkCall('GET', '/api/lists/calendar')).json<CalendarLink>();
    if (!link.url) throw new Error('the first call should show the address');
    return link.url;
  }

  it('lists the next episode of each Watching show, as a valid calendar', async () => {
    await withTmdb();
    const longName =
      'Frieren: Beyond Journey’s End — the long-awaited second season, with commas; and semicolons';
    await track(testApp.app, user.token, 'tv/209867', { status: 'watching', name: longName });
    await track(testApp.app, user.token, 'tv/37854', { status: 'watching', name: 'One Piece' });
    await track(testApp.app, user.token, 'tv/1429', {
      status: 'watching',
      name: 'Attack on Titan',
    });
    await track(testApp.app, user.token, 'tv/95479', {
      status: 'planToWatch',
      name: 'Jujutsu Kaisen',
    });
    await track(testApp.app, user.token, 'movie/129', {
      status: 'watching',
      title: 'Spirited Away',
    });

    const response = await feedAt(await feedUrl());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body;
    const { physical, lines, events } = parseCalendar(text);

    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('X-WR-CALNAME:Tsuzuki — watching');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);

    // TMDB's recorded One Piece still names S20E886 of 2019-05-26 as its next episode: no event.
    expect(events.map((event) => event.SUMMARY)).toEqual([
      'Frieren: Beyond Journey’s End — the long-awaited second season\\, with commas\\; and semicolons — S2E4 Episode 4',
    ]);
    const [frieren] = events;
    expect(frieren?.['DTSTART;VALUE=DATE']).toBe(compactDate(clock.now() + 3 * DAY_MS));
    expect(frieren?.['DTEND;VALUE=DATE']).toBe(compactDate(clock.now() + 4 * DAY_MS));
    expect(frieren?.UID).toBe('tsuzuki-tv-209867-s2e4');
    expect(frieren?.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(frieren?.URL).toMatch(/\/anime\/tv\/209867$/);
  });

  it("names each show in the user's title language (decision 433)", async () => {
    await withTmdb();
    await track(testApp.app, user.token, 'tv/209867', { status: 'watching', name: 'Frieren' });
    const url = await feedUrl();
    const summaries = async () =>
      parseCalendar((await feedAt(url)).body).events.map((event) => event.SUMMARY);
    // English, as nobody chose: the name the show was tracked under.
    expect(await summaries()).toEqual(['Frieren — S2E4 Episode 4']);
    await chooseOnProfile(testApp.app, user.token, { 'profile.titleLanguage': 'native' });
    expect(await summaries()).toEqual(['葬送のフリーレン — S2E4 Episode 4']);
  });

  it("words the feed in its owner's language, else in the calendar app's", async () => {
    await withTmdb();
    await track(testApp.app, user.token, 'tv/209867', { status: 'watching', name: 'Frieren' });
    const url = await feedUrl();
    const feedIn = async (acceptLanguage?: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: new URL(url).pathname,
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
      const { lines, events } = parseCalendar(response.body);
      return {
        name: lines.find((line) => line.startsWith('X-WR-CALNAME:')),
        summaries: events.map((event) => event.SUMMARY),
      };
    };
    // Nobody chose: a calendar app asking in Japanese gets Japanese words and names.
    expect(await feedIn('ja-JP,ja;q=0.9')).toEqual({
      name: 'X-WR-CALNAME:Tsuzuki — 視聴中',
      summaries: ['葬送のフリーレン — S2E4 第4話'],
    });
    await chooseOnProfile(testApp.app, user.token, { 'profile.language': 'de' });
    // The owner's choice wins over the app's language.
    expect(await feedIn('ja-JP')).toEqual({
      name: 'X-WR-CALNAME:Tsuzuki — am Schauen',
      summaries: ['Frieren — S2F4 Folge 4'],
    });
  });

  it('keeps event ids stable and follows list changes', async () => {
    await withTmdb();
    await track(testApp.app, user.token, 'tv/209867', { status: 'watching', name: 'Frieren' });
    const url = await feedUrl();
    const before = parseCalendar((await feedAt(url)).body).events;
    clock.advance(1000);
    await track(testApp.app, user.token, 'tv/95479', {
      status: 'watching',
      name: 'Jujutsu Kaisen',
    });
    const after = parseCalendar((await feedAt(url)).body).events;
    expect(after.map((event) => event.UID)).toEqual([
      'tsuzuki-tv-209867-s2e4',
      'tsuzuki-tv-95479-s3e2',
    ]);
    expect(after[0]?.UID).toBe(before[0]?.UID);
  });

  it('is valid but empty with the offline catalogue, unless AniList’s next episode was stored', async () => {
    await start({});
    await track(testApp.app, user.token, 'tv/5114', {
      status: 'watching',
      name: 'Fullmetal Alchemist: Brotherhood',
    });
    const url = await feedUrl();
    const empty = parseCalendar((await feedAt(url)).body);
    expect(empty.lines).toContain('END:VCALENDAR');
    expect(empty.events).toEqual([]);

    const airingAt = Math.floor((clock.now() + 2 * DAY_MS) / 1000);
    await track(testApp.app, user.token, 'tv/9253', {
      status: 'watching',
      name: 'Steins;Gate',
      nextAiringEpisode: { airingAt, timeUntilAiring: 2 * 86_400, episode: 5 },
    });
    const { events } = parseCalendar((await feedAt(url)).body);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      SUMMARY: 'Steins\\;Gate — S1E5 Episode 5',
      DTSTART: utcStamp(airingAt * 1000),
      DURATION: 'PT24M',
    });
  });

  it('times an episode at 23:30 UTC exactly, so the Americas see it on their own evening', async () => {
    await start({});
    const changed = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/alerts',
      payload: { timeZone: 'America/New_York' },
      ...withSession(user.token),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const airsAt = Date.UTC(2026, 10, 24, 23, 30);
    await track(testApp.app, user.token, 'tv/9253', {
      status: 'watching',
      name: 'Steins;Gate',
      nextAiringEpisode: { airingAt: airsAt / 1000, timeUntilAiring: 0, episode: 6 },
    });
    const [event] = parseCalendar((await feedAt(await feedUrl())).body).events;
    // 18:30 on the 24th in New York, where an all-day event on Japan's date would say the 25th.
    expect(event?.DTSTART).toBe('20261124T233000Z');
    expect(event?.DURATION).toBe('PT24M');
    expect(Object.keys(event ?? {}).some((name) => name.includes('VALUE=DATE'))).toBe(false);
  });

  it('files an episode without a broadcast time on its date, from the viewer’s today', async () => {
    await withTmdb();
    await testApp.app.inject({
      method: 'PATCH',
      url: '/api/alerts',
      payload: { timeZone: 'Pacific/Honolulu' },
      ...withSession(user.token),
    });
    await track(testApp.app, user.token, 'tv/209867', { status: 'watching', name: 'Frieren' });
    const [event] = parseCalendar((await feedAt(await feedUrl())).body).events;
    expect(event?.['DTSTART;VALUE=DATE']).toBe(compactDate(clock.now() + 3 * DAY_MS));
    expect(event?.DTSTART).toBeUndefined();
  });

  it('shows the same address again, and a rotated address retires the old one', async () => {
    await start({});
    const first = await feedUrl();
    expect(first).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const madeAt = new Date(clock.now()).toISOString();
    clock.advance(60_000);
    const again = (await linkCall('GET', '/api/lists/calendar')).json<CalendarLink>();
    expect(again).toEqual({ url: first, createdAt: madeAt });
    const stored = await testApp.database.db
      .selectFrom('calendar_tokens')
      .selectAll()
      .executeTakeFirstOrThrow();
    const token = first.slice(-47, -4);
    expect(JSON.stringify(stored)).not.toContain(token);

    const rotated = (await linkCall('POST', '/api/lists/calendar/rotate')).json<CalendarLink>();
    expect(rotated.url).not.toBeNull();
    expect(rotated.url).not.toBe(first);
    expect((await feedAt(first)).statusCode).toBe(404);
    expect((await feedAt(rotated.url ?? '')).statusCode).toBe(200);
    const shown = (await linkCall('GET', '/api/lists/calendar')).json<CalendarLink>();
    expect(shown.url).toBe(rotated.url);
  });

  it('asks for a new address only where one was made before addresses were kept', async () => {
    await start({});
    await feedUrl();
    await testApp.database.db.updateTable('calendar_tokens').set({ token_sealed: null }).execute();
    const link = (await linkCall('GET', '/api/lists/calendar')).json<CalendarLink>();
    expect(link.url).toBeNull();
  });

  it.each([
    ['the address it was started on', {}, 'http://localhost:'],
    ['PUBLIC_URL', { PUBLIC_URL: 'https://anime.example.org' }, 'https://anime.example.org/'],
  ])(
    'starts its address and title links with %s, never a forged Host header',
    async (_, environment, origin) => {
      await start(environment);
      await track(testApp.app, user.token, 'tv/9253', {
        status: 'watching',
        name: 'Steins;Gate',
        nextAiringEpisode: {
          airingAt: Math.floor((clock.now() + 2 * DAY_MS) / 1000),
          timeUntilAiring: 2 * 86_400,
          episode: 5,
        },
      });
      const forged = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' };
      const link = await testApp.app.inject({
        method: 'GET',
        url: '/api/lists/calendar',
        headers: forged,
        ...withSession(user.token),
      });
      const url = link.json<CalendarLink>().url ?? '';
      expect(url.startsWith(origin)).toBe(true);
      const feed = await testApp.app.inject({
        method: 'GET',
        url: new URL(url).pathname,
        headers: forged,
      });
      expect(parseCalendar(feed.body).events[0]?.URL?.startsWith(origin)).toBe(true);
      expect(`${url}${feed.body}`).not.toContain('attacker.example');
    },
  );

  it('answers 404 for unknown or malformed addresses, and needs no session', async () => {
    await start({});
    const unknown = `http://localhost/api/calendar/${'A'.repeat(43)}.ics`;
    expect((await feedAt(unknown)).statusCode).toBe(404);
    expect((await feedAt('http://localhost/api/calendar/short.ics')).statusCode).toBe(404);
    expect((await feedAt(await feedUrl())).statusCode).toBe(200);
  });
});
