import type { CatalogueAttribution } from '../../../../shared/catalogue-info';
import type { OfflineCatalogueProvider } from '../offline/offline-provider';
import type { CatalogueAnswer, CatalogueProvider, ProviderEndpoint } from '../provider';

/**
 * The offline catalogue as the app holds it: every call goes to the file opened last, and the
 * updater replaces that file while the server runs (decision 174). `version` counts the swaps, so
 * whatever keeps answers of the catalogue can tell that they came from an older file.
 */
export class SwappableCatalogue implements CatalogueProvider {
  readonly name = 'offline';
  private swaps = 0;

  constructor(private current: OfflineCatalogueProvider) {}

  get version(): number {
    return this.swaps;
  }

  get capabilities(): CatalogueProvider['capabilities'] {
    return this.current.capabilities;
  }

  get attributions(): CatalogueAttribution[] {
    return this.current.attributions;
  }

  get meta() {
    return this.current.meta;
  }

  get(endpoint: ProviderEndpoint, parameters: Record<string, string>): Promise<CatalogueAnswer> {
    return this.current.get(endpoint, parameters);
  }

  /** Opens a new file the way the current one was opened, ready for swap. */
  openNext(file: string): OfflineCatalogueProvider {
    return this.current.openAnother(file);
  }

  /**
   * Answers from `next` from now on and closes the old file at once: the offline provider answers
   * synchronously (its promise is already settled), so no call can still be reading the old one.
   */
  swap(next: OfflineCatalogueProvider): void {
    const old = this.current;
    this.current = next;
    this.swaps += 1;
    old.close();
  }

  close(): void {
    this.current.close();
  }
}
