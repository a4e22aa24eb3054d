import { setupI18n } from '@lingui/core';
import type { Language } from '../../shared/i18n/languages';
import englishShell from '../locales/en/shell.json';
import { loadCatalogue, type CatalogueGroup } from './catalogues';
import type { Translate } from './messages';

/**
 * A language's words of some groups, from an i18n instance of their own: tests of functions
 * that take a `Translate` read real catalogues without switching the app's language under
 * other tests that share the worker.
 */
export async function translateIn(
  language: Language,
  groups: readonly CatalogueGroup[],
): Promise<Translate> {
  const instance = setupI18n();
  for (const group of groups)
    instance.load(
      language,
      language === 'en' && group === 'shell' ? englishShell : await loadCatalogue(language, group),
    );
  instance.activate(language);
  return (id, values) => instance._(id, values);
}
