import { describe, expect, it } from 'vitest';
import type { TrackedTitle, TrackedTitleKey } from '../../../shared/tracked-title';
import type {
  CatalogueAnswer,
  CatalogueProvider,
  ProviderEndpoint,
  TitleNamesEndpoint,
} from '../catalogue/provider';
import { TitleNamesReader } from './title-names-reader';

const item = (id: number, name: string) => ({ media_type: 'tv', id, name }) as TrackedTitle;

const NAMES: Record<number, { romaji?: string; native?: string }> = {
  16498: { romaji: 'Shingeki no Kyojin', native: '進撃の巨人' },
  52991: { native: '葬送のフリーレン' },
};

/** A catalogue that names the titles above, and records which keys each call asked for. */
function fakeCatalogue(answer?: (keys: TrackedTitleKey[]) => Promise<CatalogueAnswer>) {
  const asked: number[][] = [];
  const catalogue = {
    name: 'offline',
    capabilities: {},
    version: 1,
    get(endpoint: ProviderEndpoint) {
      const { keys } = endpoint as TitleNamesEndpoint;
      asked.push(keys.map((key) => key.id));
      if (answer) return answer(keys);
      return Promise.resolve({
        status: 200,
        body: { results: keys.map((key) => NAMES[key.id] ?? null) },
      });
    },
  };
  return { catalogue, asked, provider: catalogue as unknown as CatalogueProvider };
}

describe('TitleNamesReader', () => {
  it('adds the names the catalogue knows, and nothing to a title it does not', async () => {
    const { provider } = fakeCatalogue();
    const named = await new TitleNamesReader(provider).withNames([
      item(16498, 'Attack on Titan'),
      item(7, 'Home-made'),
    ]);
    expect(named).toEqual([
      { ...item(16498, 'Attack on Titan'), names: NAMES[16498] },
      item(7, 'Home-made'),
    ]);
  });

  it('asks the catalogue once a title until its version changes', async () => {
    const { catalogue, asked, provider } = fakeCatalogue();
    const reader = new TitleNamesReader(provider);
    await reader.withNames([item(16498, 'a'), item(7, 'b')]);
    await reader.withNames([item(16498, 'a'), item(7, 'b'), item(52991, 'c')]);
    expect(asked).toEqual([[16498, 7], [52991]]);
    catalogue.version = 2;
    expect(reader.version).toBe(2);
    await reader.withNames([item(16498, 'a')]);
    expect(asked).toEqual([[16498, 7], [52991], [16498]]);
  });

  it('leaves titles unnamed, and asks again later, when the catalogue cannot answer', async () => {
    let failing = true;
    const { asked, provider } = fakeCatalogue((keys) =>
      failing
        ? Promise.reject(new Error('the catalogue thread stopped'))
        : Promise.resolve({ status: 200, body: { results: keys.map((key) => NAMES[key.id]) } }),
    );
    const reader = new TitleNamesReader(provider);
    expect(await reader.withNamesOf(item(52991, 'Frieren'))).toEqual(item(52991, 'Frieren'));
    failing = false;
    expect((await reader.withNamesOf(item(52991, 'Frieren'))).names).toEqual(NAMES[52991]);
    expect(asked).toEqual([[52991], [52991]]);
  });

  it('keeps the one name of a catalogue that names no kinds (TMDB answers 404)', async () => {
    const { asked, provider } = fakeCatalogue(() =>
      Promise.resolve({ status: 404, body: { status_code: 34 } }),
    );
    const reader = new TitleNamesReader(provider);
    await reader.withNames([item(1, 'Spirited Away')]);
    expect(await reader.withNames([item(1, 'Spirited Away')])).toEqual([item(1, 'Spirited Away')]);
    expect(asked).toEqual([[1]]);
  });
});
