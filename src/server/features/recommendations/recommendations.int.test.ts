import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import { RECOMMENDATION_FALLBACK_COUNT } from '../../../shared/catalogue-constants';
import { RECOMMENDATION_COUNT, type RecommendedTitle } from '../../../shared/recommendations-api';
import type { ManualClock } from '../../testing/test-app';
import { type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { withSignedInApp } from '../../testing/signed-in-app';
import { signUp, uniqueEmail, withSession, type TestUser } from '../auth/auth-test-helpers';
import { DEFAULT_PICK_REASON } from './default-picks';
import {
  askForRecommendations,
  listItem,
  TITLES,
  trackTitle,
} from './recommendations-test-helpers';
import { RECOMMENDATION_RATE_LIMIT } from './routes';

/** A special of Clannad's, which the picks' Clannad brings in when extras are asked for. */
const TOMOYO_SPECIAL = 'Clannad: Mou Hitotsu no Sekai, Tomoyo-hen';

const keyOf = (title: { media_type: string; id: number }) => `${title.media_type}:${title.id}`;

describe.each(DIALECTS)('POST /api/getRecommendations on %s', (dialect) => {
  let testApp: TestApp;
  let clock: ManualClock;
  let user: TestUser;

  withSignedInApp(dialect, (started) => {
    ({ testApp, clock, user } = started);
  });

  const ask = (body: unknown, token: string | undefined = user.token) =>
    askForRecommendations(testApp.app, token, body);

  it('refuses a visitor', async () => {
    const response = await askForRecommendations(testApp.app, undefined, { lists: [] });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{}, 'Invalid body.lists: must be a list of tracked titles'],
    [
      { lists: [{ title: 'Gintama', status: 'loved', genres: [], vote_average: 9 }] },
      'Invalid body.lists.0.status: must be one of watching, planToWatch, completed, onHold, dropped',
    ],
    [
      { lists: [{ title: '', status: 'completed', genres: [], vote_average: 9 }] },
      'Invalid body.lists.0.title: must not be empty',
    ],
    [
      { lists: [{ title: 'Gintama', status: 'completed', genres: [], vote_average: 11 }] },
      'Invalid body.lists.0.vote_average: must be from 0 to 10',
    ],
    [
      {
        lists: Array.from({ length: 5001 }, () => ({
          title: 'x',
          status: 'completed',
          genres: [],
          vote_average: null,
        })),
      },
      'Invalid body.lists: must hold at most 5000 titles',
    ],
  ])('answers 400 naming the problem for %#', async (body, message) => {
    const response = await ask(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.message).toBe(message);
  });

  it('recommends the rest of a completed series first, never a tracked title', async () => {
    await trackTitle(testApp.app, user.token, TITLES.gintama, 'completed');
    await trackTitle(testApp.app, user.token, TITLES.toradora, 'watching');
    const response = await ask({
      lists: [listItem(TITLES.gintama, 'completed'), listItem(TITLES.toradora, 'watching')],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-recommender']).toBe('built-in');
    const titles = response.json<RecommendedTitle[]>();
    expect(titles).toHaveLength(RECOMMENDATION_COUNT);
    expect(titles[0]?.title ?? titles[0]?.name).toMatch(/^Gintama/);
    expect(titles[0]?.reason).toBe('Because you completed Gintama');
    const keys = titles.map(keyOf);
    expect(keys).not.toContain('tv:918');
    expect(keys).not.toContain('tv:4224');
    expect(new Set(keys).size).toBe(keys.length);
    for (const title of titles) {
      expect(title.reason).not.toBe('');
      expect(title.source).toBe('built-in');
      expect(title.adult).toBe(false);
    }
  });

  it('starts from the onboarding picks, leaving out padding unless asked for', async () => {
    const picked = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      payload: {
        'profile.favouriteGenres': ['Romance', 'Drama'],
        'profile.favouriteTitles': [{ media_type: 'tv', id: TITLES.clannad.id, title: 'Clannad' }],
      },
      ...withSession(user.token),
    });
    expect(picked.statusCode).toBe(200);

    const response = await ask({ lists: [] });
    expect(response.headers['x-recommender']).toBe('built-in');
    const titles = response.json<RecommendedTitle[]>();
    expect(titles).toHaveLength(RECOMMENDATION_COUNT);
    expect(titles.map(keyOf)).not.toContain(keyOf(TITLES.clannad));
    expect(titles.some((title) => /which you picked|genres you enjoy/.test(title.reason))).toBe(
      true,
    );
    const names = (set: RecommendedTitle[]) => set.map((title) => title.name ?? title.title);
    expect(titles.filter((title) => ['SPECIAL', 'MUSIC'].includes(title.format ?? ''))).toEqual([]);
    expect(names(titles)).not.toContain(TOMOYO_SPECIAL);

    const withExtras = (await ask({ lists: [], includeExtras: true })).json<RecommendedTitle[]>();
    expect(names(withExtras)).toContain(TOMOYO_SPECIAL);
  });

  it('leans on a title marked as a favourite on the lists, sent or not', async () => {
    await trackTitle(testApp.app, user.token, TITLES.gintama, 'completed');
    await trackTitle(testApp.app, user.token, TITLES.clannad, 'completed');
    const lists = [listItem(TITLES.gintama, 'completed'), listItem(TITLES.clannad, 'completed')];
    const before = (await ask({ lists })).json<RecommendedTitle[]>();
    expect(before[0]?.reason).toBe('Because you completed Gintama');

    const marked = await testApp.app.inject({
      method: 'PUT',
      url: `/api/lists/tv/${TITLES.clannad.id}/seasons/1`,
      payload: { favourite: true },
      ...withSession(user.token),
    });
    expect(marked.statusCode).toBe(200);
    const after = await ask({ lists });
    expect(after.headers['x-recommender']).toBe('built-in');
    const titles = after.json<RecommendedTitle[]>();
    expect(titles[0]?.reason).toBe('More of Clannad, one of your favourites');
    expect(titles[0]?.title ?? titles[0]?.name).toMatch(/^Clannad/);

    // The flag is kept on the server: a request that sends no lists still starts from it.
    const unsent = await ask({ lists: [] });
    expect(unsent.headers['x-recommender']).toBe('built-in');
    expect(unsent.json<RecommendedTitle[]>()[0]?.reason).toBe(
      'More of Clannad, one of your favourites',
    );
  });

  it('refuses an includeExtras that is not true or false', async () => {
    const response = await ask({ lists: [], includeExtras: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.message).toBe(
      'Invalid body.includeExtras: must be true or false',
    );
  });

  it('never recommends a title the user tracks but did not send', async () => {
    await trackTitle(testApp.app, user.token, TITLES.gintama, 'completed');
    const first = (await ask({ lists: [listItem(TITLES.gintama, 'completed')] })).json<
      RecommendedTitle[]
    >();
    const top = first[0];
    if (!top) throw new Error('no recommendation');
    await trackTitle(
      testApp.app,
      user.token,
      {
        ...TITLES.gintama,
        media_type: top.media_type,
        id: top.id,
        title: top.title ?? top.name ?? '',
      },
      'planToWatch',
    );
    const second = (await ask({ lists: [listItem(TITLES.gintama, 'completed')] })).json<
      RecommendedTitle[]
    >();
    expect(second.map(keyOf)).not.toContain(keyOf(top));
  });

  it('gives a fresh set when asked to leave out the titles already shown', async () => {
    const lists = [listItem(TITLES.clannad, 'completed')];
    const first = (await ask({ lists })).json<RecommendedTitle[]>();
    const exclude = first.map(({ media_type, id, name }) => ({ media_type, id, title: name }));
    const second = (await ask({ lists, exclude })).json<RecommendedTitle[]>();
    expect(second.length).toBeGreaterThan(0);
    const shown = new Set(first.map(keyOf));
    expect(second.filter((title) => shown.has(keyOf(title)))).toEqual([]);
  });

  it('fills a whole set for titles sent without genres, from their catalogue entries', async () => {
    const lists = [TITLES.gintama, TITLES.steinsGate].map((title) => ({
      ...listItem(title, 'completed'),
      genres: [],
    }));
    const titles = (await ask({ lists })).json<RecommendedTitle[]>();
    expect(titles).toHaveLength(RECOMMENDATION_COUNT);
    expect(titles.some((title) => /: (same studio|genres?) /.test(title.reason))).toBe(true);
  });

  it('answers the same list with the same set', async () => {
    const lists = [listItem(TITLES.steinsGate, 'completed'), listItem(TITLES.deathNote, 'dropped')];
    const first = (await ask({ lists })).json<RecommendedTitle[]>();
    const second = (await ask({ lists })).json<RecommendedTitle[]>();
    expect(second.map(keyOf)).toEqual(first.map(keyOf));
  });

  it('blends in what similar users of the instance went on to complete', async () => {
    for (const label of ['first', 'second']) {
      const other = await signUp(testApp.app, { email: uniqueEmail(label) });
      await trackTitle(testApp.app, other.token, TITLES.clannad, 'completed');
      await trackTitle(testApp.app, other.token, TITLES.deathNote, 'completed');
    }
    await trackTitle(testApp.app, user.token, TITLES.clannad, 'completed');
    const titles = (await ask({ lists: [listItem(TITLES.clannad, 'completed')] })).json<
      RecommendedTitle[]
    >();
    const deathNote = titles.find((title) => title.id === TITLES.deathNote.id);
    expect(deathNote?.reason).toBe('Completed by 2 viewers who also watched Clannad');
  });

  it('answers an empty list with the default picks: 6 well-rated titles', async () => {
    const response = await ask({ lists: [] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-recommender']).toBe('fallback');
    const titles = response.json<RecommendedTitle[]>();
    expect(titles).toHaveLength(RECOMMENDATION_FALLBACK_COUNT);
    for (const title of titles) {
      expect(title.vote_average).toBeGreaterThanOrEqual(7);
      expect(title.origin_country).toContain('JP');
      expect(title.reason).toBe(DEFAULT_PICK_REASON);
    }
  });

  it('limits how often one user may ask', async () => {
    for (let request = 0; request < RECOMMENDATION_RATE_LIMIT.limit; request += 1) {
      expect((await ask({ lists: [] })).statusCode).toBe(200);
    }
    const refused = await ask({ lists: [] });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<ApiErrorBody>().error.code).toBe('too-many-requests');
    const other = await signUp(testApp.app);
    expect((await ask({ lists: [] }, other.token)).statusCode).toBe(200);
    clock.advance(RECOMMENDATION_RATE_LIMIT.windowMs);
    expect((await ask({ lists: [] })).statusCode).toBe(200);
  });
});
