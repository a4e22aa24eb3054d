import { setupI18n } from '@lingui/core';
import {
  OFFERED_LANGUAGES,
  SOURCE_LANGUAGE,
  negotiateLanguage,
  type Language,
} from '../../shared/i18n/languages';
import { setFormatLanguage } from '../../shared/locale-format';
import englishShell from '../locales/en/shell.json';
import { loadCatalogue, type CatalogueGroup } from './catalogues';

/**
 * The app's one Lingui instance (decision 413). English's shell messages come with the app's own
 * code: about 1 KB gzip, less than a request of their own would cost before the first render.
 */
export const i18n = setupI18n({
  locale: SOURCE_LANGUAGE,
  messages: { [SOURCE_LANGUAGE]: englishShell },
});

// Counts and name order follow the interface's language (src/shared/locale-format.ts).
i18n.on('change', () => setFormatLanguage(i18n.locale));

const loaded = new Set<string>([`${SOURCE_LANGUAGE}/shell`]);

/** Every group a screen has asked for, in whichever language: a switch brings them all along. */
const groupsInUse = new Set<CatalogueGroup>(['shell']);

/** Adds a group's messages in the language, by default the active one, once. */
export async function loadMessages(
  group: CatalogueGroup,
  language = i18n.locale as Language,
): Promise<void> {
  groupsInUse.add(group);
  const key = `${language}/${group}`;
  if (loaded.has(key)) return;
  i18n.load(language, await loadCatalogue(language, group));
  loaded.add(key);
}

/** Adds several groups' messages in the active language, each once. */
export async function loadMessageGroups(groups: readonly CatalogueGroup[]): Promise<void> {
  await Promise.all(groups.map((group) => loadMessages(group)));
}

/**
 * Activates the language negotiated from the user's preferences once its shell messages are in,
 * before the first render so that no English word blinks first. If they cannot be fetched the
 * app starts in English rather than not at all.
 */
export async function startLanguage(
  preferences: readonly string[],
  offered: readonly Language[] = OFFERED_LANGUAGES,
): Promise<Language> {
  const wanted = negotiateLanguage(preferences, offered);
  const language = await loadMessages('shell', wanted).then<Language, Language>(
    () => wanted,
    () => SOURCE_LANGUAGE,
  );
  i18n.activate(language);
  return language;
}

/**
 * Changes the interface's language while the app runs, once every group in use has its messages
 * in the new one, so that no screen shows a message id or a mix of two languages meanwhile.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([...groupsInUse].map((group) => loadMessages(group, language)));
  i18n.activate(language);
}
