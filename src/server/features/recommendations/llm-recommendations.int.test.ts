import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECOMMENDATION_COUNT, type RecommendedTitle } from '../../../shared/recommendations-api';
import { startFakeLlm, type FakeLlm } from '../../testing/fakes/fake-llm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signUp, withSession, type TestUser } from '../auth/auth-test-helpers';
import {
  askForRecommendations,
  listItem,
  TITLES,
  trackTitle,
} from './recommendations-test-helpers';

const TIMEOUT_MS = 400;

function answer(recommendations: unknown[]): string {
  return JSON.stringify({ recommendations });
}

const STEINS_GATE = {
  title: 'Steins;Gate',
  year: 2011,
  media_type: 'tv',
  tmdb_id: 9253,
  reason: 'A time-travel thriller as tightly plotted as Death Note.',
};
/** TMDB's id for the film, unknown to the offline catalogue: found again by title. */
const YOUR_NAME = {
  title: 'Kimi no Na wa.',
  year: 2016,
  media_type: 'movie',
  tmdb_id: 372058,
  reason: 'A moving romance for a Clannad fan.',
};
/** The id of another title (Gintama): the name decides, and the search finds the right one. */
const DEATH_NOTE_WRONG_ID = {
  title: 'Death Note',
  year: 2006,
  media_type: 'tv',
  tmdb_id: 918,
  reason: 'A battle of wits.',
};
const INVENTED = {
  title: 'Chrono Petals of the Moonlit Academy',
  year: 2019,
  media_type: 'tv',
  tmdb_id: null,
  reason: 'Sounds nice, does not exist.',
};

// The model path does not touch the database beyond the lists, so one dialect suffices here.
describe('recommendations from an OpenAI-compatible model', () => {
  let llm: FakeLlm;
  let testApp: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(async () => {
    await llm.close();
  });
  beforeEach(async () => {
    llm.reset();
    testApp = await createTestApp('sqlite', {
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: 'sk-test-secret',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_TIMEOUT_MS: String(TIMEOUT_MS),
      LOG_LEVEL: 'warn',
    });
    user = await signUp(testApp.app);
    await trackTitle(testApp.app, user.token, TITLES.clannad, 'completed');
  });
  afterEach(async () => {
    await testApp.close();
  });

  const ask = () =>
    askForRecommendations(testApp.app, user.token, {
      lists: [listItem(TITLES.clannad, 'completed'), listItem(TITLES.gintama, 'dropped')],
    });
  const warnings = () => testApp.logLines.filter((line) => line.includes('LLM recommendations'));

  it('shows the model’s titles, each checked against the catalogue, with its reasons', async () => {
    llm.answerWith(answer([STEINS_GATE, YOUR_NAME, DEATH_NOTE_WRONG_ID, INVENTED]));
    const marked = await testApp.app.inject({
      method: 'PUT',
      url: `/api/lists/tv/${TITLES.clannad.id}/seasons/1`,
      payload: { favourite: true },
      ...withSession(user.token),
    });
    expect(marked.statusCode).toBe(200);
    const response = await ask();
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-recommender']).toBe('llm');
    const titles = response.json<RecommendedTitle[]>();
    expect(
      titles.slice(0, 3).map((title) => [title.media_type, title.id, title.reason, title.source]),
    ).toEqual([
      ['tv', 9253, STEINS_GATE.reason, 'llm'],
      ['movie', 32281, YOUR_NAME.reason, 'llm'],
      ['tv', 1535, DEATH_NOTE_WRONG_ID.reason, 'llm'],
    ]);
    expect(titles.map((title) => title.title ?? title.name)).not.toContain(INVENTED.title);
    // The unresolved suggestion leaves room that the built-in recommender fills.
    expect(titles).toHaveLength(RECOMMENDATION_COUNT);
    expect(titles.slice(3).every((title) => title.source === 'built-in')).toBe(true);
    expect(warnings()).toEqual([]);

    const [call] = llm.requests;
    expect(call?.headers.authorization).toBe('Bearer sk-test-secret');
    const sent = JSON.parse(call?.body ?? '{}') as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: unknown;
    };
    expect(sent.model).toBe('gpt-4o-mini');
    expect(sent.response_format).toEqual({ type: 'json_object' });
    expect(sent.messages[1]?.content).toContain('Favourites:\n- Clannad');
    expect(sent.messages[1]?.content).toContain('Completed:\n- Clannad');
    expect(sent.messages[1]?.content).toContain('Dropped:\n- Gintama');
  });

  it('drops suggestions the user already tracks', async () => {
    llm.answerWith(answer([{ ...STEINS_GATE, title: 'Clannad', tmdb_id: 2167 }, STEINS_GATE]));
    const titles = (await ask()).json<RecommendedTitle[]>();
    expect(titles[0]?.id).toBe(9253);
    expect(titles.map((title) => title.id)).not.toContain(2167);
  });

  it.each([
    [
      'content that is not JSON',
      'Sure! Here are some anime you might like: Steins;Gate, Toradora!',
      'gave content that is not JSON',
    ],
    [
      'JSON of another shape',
      JSON.stringify({ titles: ['Steins;Gate'] }),
      'gave JSON without the asked shape',
    ],
    [
      'only titles the catalogue does not know',
      answer([INVENTED]),
      'none of them new to the user and found in the catalogue',
    ],
  ])(
    'falls back to the built-in recommender on %s, and logs why',
    async (_case, content, logged) => {
      llm.answerWith(content);
      const response = await ask();
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-recommender']).toBe('built-in');
      const titles = response.json<RecommendedTitle[]>();
      expect(titles).toHaveLength(RECOMMENDATION_COUNT);
      expect(titles.every((title) => title.source === 'built-in')).toBe(true);
      expect(warnings().join('\n')).toContain(logged);
    },
  );

  it('falls back when the model does not answer in time', async () => {
    llm.answerWith(answer([STEINS_GATE]));
    llm.script({ delayMs: TIMEOUT_MS * 5 });
    const started = Date.now();
    const response = await ask();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
    expect(response.headers['x-recommender']).toBe('built-in');
    expect(response.json<RecommendedTitle[]>()).toHaveLength(RECOMMENDATION_COUNT);
    expect(warnings().join('\n')).toContain(`did not answer within ${TIMEOUT_MS} ms`);
  });

  it('falls back when the model answers an error status', async () => {
    llm.script({ status: 500, body: { error: { message: 'The server had an error' } } });
    const response = await ask();
    expect(response.headers['x-recommender']).toBe('built-in');
    expect(warnings().join('\n')).toContain('answered HTTP 500');
  });

  it('keeps the API key out of the log', async () => {
    llm.script({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    await ask();
    expect(testApp.logLines.join('\n')).not.toContain('sk-test-secret');
  });
});
