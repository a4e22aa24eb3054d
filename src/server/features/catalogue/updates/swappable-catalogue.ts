import type { CatalogueAttribution } from '../../../../shared/catalogue-info';
import { clientCapabilities } from '../offline/catalogue-meta';
import { CatalogueStore } from '../offline/catalogue-store';
import type { CatalogueAnswer, CatalogueProvider, ProviderEndpoint } from '../provider';
import type { CatalogueQueryPool } from '../query-pool/query-pool';

/**
 * The offline catalogue as the app holds it: every call goes to the file opened last, and the
 * updater replaces that file while the server runs (decision 174). `version` counts the swaps, so
 * whatever keeps answers of the catalogue can tell that they came from an older file. Queries run
 * in the pool's threads (decision 406); this thread keeps the file's description and genre names.
 */
export class SwappableCatalogue implements CatalogueProvider {
  readonly name = 'offline';
  private swaps = 0;

  constructor(
    private current: CatalogueStore,
    private readonly queries: CatalogueQueryPool,
  ) {}

  get version(): number {
    return this.swaps;
  }

  get capabilities(): CatalogueProvider['capabilities'] {
    return clientCapabilities(this.current.meta);
  }

  get attributions(): CatalogueAttribution[] {
    return this.current.meta.attributions;
  }

  get meta() {
    return this.current.meta;
  }

  get(endpoint: ProviderEndpoint, parameters: Record<string, string>): Promise<CatalogueAnswer> {
    // Read when the file was opened, so no thread is asked: it answers while every thread is busy.
    if (endpoint.kind === 'genre-list') {
      const genres = this.current.genreLists[endpoint.mediaType];
      return Promise.resolve({ status: 200, body: { genres } });
    }
    return this.queries.get(endpoint, parameters);
  }

  /** Opens a new file and reads its description, which fails on a file of another layout. */
  openNext(file: string): CatalogueStore {
    return CatalogueStore.open(file);
  }

  /**
   * Answers from `next` from now on: the threads open the file again at its path, where the update
   * has renamed it, each after the query it is answering, which ends on the old file.
   */
  swap(next: CatalogueStore): void {
    const old = this.current;
    this.current = next;
    this.swaps += 1;
    this.queries.reopen();
    old.close();
  }

  async close(): Promise<void> {
    this.current.close();
    await this.queries.close();
  }
}
