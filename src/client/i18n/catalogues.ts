import type { Messages } from '@lingui/core';
import LANGUAGE_CATALOGUES from 'virtual:tsuzuki-catalogues';
import type { Language } from '../../shared/i18n/languages';

/**
 * The catalogues' groups: `shell` for what every screen shows (English's in the app's own code),
 * `common` for the shared components every screen may draw (src/client/ui), `search` for the
 * search dialog, and one group per feature folder (`entry` for the list entry editor, `import` for imports and
 * exports, `onboarding` for the first sign-in's dialog), `settings` for the language and title-language
 * choices. A component's words live in its feature's group; a screen loads every group whose
 * components it draws, with its code (src/client/app/router.tsx). `errors` words the server's
 * refusals, fetched with the first one (./refusals.ts). `genres` names the catalogues' genres, for
 * the screens and dialogs that show them (decision 453).
 */
export const CATALOGUE_GROUPS = [
  'shell',
  'search',
  'common',
  'home',
  'browse',
  'detail',
  'lists',
  'entry',
  'import',
  'onboarding',
  'auth',
  'profile',
  'alerts',
  'stats',
  'pages',
  'admin',
  'ai',
  'offline',
  'scrobble',
  'tokens',
  'settings',
  'errors',
  'genres',
] as const;
export type CatalogueGroup = (typeof CATALOGUE_GROUPS)[number];

/**
 * Each catalogue file as a chunk of its own, compiled by the build (src/build/lingui-catalogues),
 * listed per language (decision 453): the source language's list is in the app's code, and another
 * language's, with its shell, is fetched when its reader starts the app, so a page names no other
 * language's files. English's shell is left out, as the app's code holds it (./i18n.ts), and so
 * are the groups only the server words (src/shared/i18n/server-only-groups.ts), which no screen
 * shows.
 */
export async function loadCatalogue(language: Language, group: CatalogueGroup): Promise<Messages> {
  const groups = await LANGUAGE_CATALOGUES[language]?.();
  const load = groups?.[group];
  if (!load) throw new Error(`There is no ${language} catalogue for ${group}.`);
  return load();
}
