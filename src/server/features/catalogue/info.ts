import type { CatalogueAttribution, CatalogueInfo } from '../../../shared/catalogue-info';
import type { CatalogueProvider } from './provider';

export function describeCatalogue(
  provider: CatalogueProvider,
  attributions: CatalogueAttribution[],
  anilist: boolean,
): CatalogueInfo {
  return { provider: provider.name, capabilities: provider.capabilities, attributions, anilist };
}
