import { LRUCache } from 'lru-cache';
import type { NamesByKind } from '../../../shared/title-display-name';
import { trackedTitleKeyText, type TrackedTitleKey } from '../../../shared/tracked-title';
import { perCatalogueVersion } from '../catalogue/per-catalogue-version';
import type { CatalogueProvider, TitleNamesAnswer } from '../catalogue/provider';

/** A tracked title, or a figure about one, which its names by kind are added to. */
type Named = TrackedTitleKey & { names?: NamesByKind };

/** More than the catalogue's titles, each a few dozen bytes: every tracked title stays known. */
const KEPT_TITLES = 60_000;

/**
 * The names by kind the lists send beside the one name each title keeps (decision 446), read from
 * the catalogue when a list is answered, so a title tracked before the title language, or named
 * anew by a catalogue update, leads with the chosen name too. Kept per catalogue version: after a
 * list's first page, its writes and live events ask the catalogue's thread nothing.
 */
export class TitleNamesReader {
  private readonly kept: () => LRUCache<string, NamesByKind | false>;

  constructor(private readonly catalogue: CatalogueProvider) {
    this.kept = perCatalogueVersion(catalogue, () => new LRUCache({ max: KEPT_TITLES }));
  }

  /** Changes whenever the names may: answers holding names are kept under it. */
  get version(): number {
    return this.catalogue.version ?? 0;
  }

  async withNames<Item extends Named>(items: readonly Item[]): Promise<Item[]> {
    const kept = this.kept();
    const missing = new Map<string, TrackedTitleKey>();
    for (const item of items) {
      const key = trackedTitleKeyText(item);
      if (!kept.has(key)) missing.set(key, { media_type: item.media_type, id: item.id });
    }
    if (missing.size > 0) {
      // The names only add to a list: one the catalogue cannot answer now goes without them.
      const answer = await this.catalogue
        .get({ kind: 'title-names', keys: [...missing.values()] }, {})
        .catch(() => null);
      // A catalogue without kinds (TMDB) answers 404: its titles keep the one name they have.
      const results = answer?.status === 200 ? (answer.body as TitleNamesAnswer).results : [];
      if (answer !== null && answer.status < 500) {
        [...missing.keys()].forEach((key, index) => {
          const names = results[index];
          kept.set(key, names && Object.keys(names).length > 0 ? names : false);
        });
      }
    }
    return items.map((item) => {
      const names = kept.get(trackedTitleKeyText(item));
      return names ? { ...item, names } : item;
    });
  }

  async withNamesOf<Item extends Named>(item: Item): Promise<Item> {
    const [named = item] = await this.withNames([item]);
    return named;
  }
}
