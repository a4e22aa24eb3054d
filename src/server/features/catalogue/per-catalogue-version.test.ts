import { describe, expect, it } from 'vitest';
import { perCatalogueVersion } from './per-catalogue-version';
import type { CatalogueProvider } from './provider';

describe('a store kept per catalogue version', () => {
  it('is the same store until the catalogue is replaced, then a new one', () => {
    const provider: { -readonly [K in keyof CatalogueProvider]: CatalogueProvider[K] } = {
      name: 'offline',
      capabilities: { posters: false, airDates: true, seasons: true },
      version: 1,
      get: () => Promise.resolve({ status: 404, body: null }),
    };
    let made = 0;
    const store = perCatalogueVersion(provider, () => ({ made: ++made }));
    const first = store();
    expect(store()).toBe(first);
    provider.version = 2;
    const second = store();
    expect(second).not.toBe(first);
    expect(second.made).toBe(2);
    expect(store()).toBe(second);
  });
});
