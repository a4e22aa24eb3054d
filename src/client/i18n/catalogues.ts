import type { Messages } from '@lingui/core';
import type { Language } from '../../shared/i18n/languages';

/**
 * The catalogues' groups: `shell` for what every screen shows, `search` for the search dialog;
 * each screen group adds its name here with its files in every language, and its screens load it
 * with their code.
 */
export const CATALOGUE_GROUPS = ['shell', 'search'] as const;
export type CatalogueGroup = (typeof CATALOGUE_GROUPS)[number];

/**
 * Each catalogue file as a chunk of its own, compiled by the build (src/build/lingui-catalogues);
 * English's shell is left out, as the app's code holds it (./i18n.ts).
 */
const CATALOGUES = import.meta.glob<Messages>(
  ['../locales/*/*.json', '!../locales/en/shell.json'],
  {
    import: 'default',
  },
);

/** One language's messages of one group, fetched when first asked for. */
export function loadCatalogue(language: Language, group: CatalogueGroup): Promise<Messages> {
  const load = CATALOGUES[`../locales/${language}/${group}.json`];
  if (!load) return Promise.reject(new Error(`There is no ${language} catalogue for ${group}.`));
  return load();
}
