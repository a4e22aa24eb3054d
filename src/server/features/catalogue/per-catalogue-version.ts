import type { CatalogueProvider } from './provider';

/**
 * A store of things worked out from the catalogue's answers, started afresh whenever an update
 * replaces the catalogue (its provider's version changes), so nothing kept outlives its data.
 */
export function perCatalogueVersion<T>(provider: CatalogueProvider, create: () => T): () => T {
  let store = create();
  let version = provider.version;
  return () => {
    if (provider.version !== version) {
      store = create();
      version = provider.version;
    }
    return store;
  };
}
