import { describe, expect, it, vi } from 'vitest';
import { serializedAnswers } from './kept-answers';
import type { CatalogueAnswer, CatalogueProvider } from './provider';

const SEARCH = { kind: 'search-multi' } as const;

/** A provider whose answers arrive only when the test releases them, as a busy query thread's do. */
function slowProvider() {
  const waiting: ((answer: CatalogueAnswer) => void)[] = [];
  const get = vi.fn(() => new Promise<CatalogueAnswer>((resolve) => waiting.push(resolve)));
  const provider: CatalogueProvider = {
    name: 'offline',
    capabilities: { posters: true, airDates: true, seasons: true },
    get,
  };
  const answerAll = (answer: CatalogueAnswer) => waiting.splice(0).forEach((send) => send(answer));
  return { provider, get, answerAll };
}

describe('the proxy’s kept answers', () => {
  it('ask the provider once for a burst of the same call, and every caller gets its answer', async () => {
    const { provider, get, answerAll } = slowProvider();
    const answers = serializedAnswers(provider);
    const burst = Array.from({ length: 50 }, () => answers.get(SEARCH, { query: 'naruto' }));
    const other = answers.get(SEARCH, { query: 'gintama' });
    expect(get).toHaveBeenCalledTimes(2);
    answerAll({ status: 200, body: { results: [] } });
    const answered = await Promise.all([...burst, other]);
    expect(new Set(answered.map((answer) => answer.json))).toEqual(new Set(['{"results":[]}']));
    await answers.get(SEARCH, { query: 'naruto' });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('ask again after an answer that is not kept (a busy catalogue’s 503)', async () => {
    const { provider, get, answerAll } = slowProvider();
    const answers = serializedAnswers(provider);
    const first = Promise.all([
      answers.get(SEARCH, { query: 'x' }),
      answers.get(SEARCH, { query: 'x' }),
    ]);
    answerAll({ status: 503, body: {} });
    expect((await first).map((answer) => answer.status)).toEqual([503, 503]);
    const again = answers.get(SEARCH, { query: 'x' });
    expect(get).toHaveBeenCalledTimes(2);
    answerAll({ status: 200, body: {} });
    expect((await again).status).toBe(200);
  });
});
