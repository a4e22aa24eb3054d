import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type englishAdmin from '../locales/en/admin.json';
import type englishAi from '../locales/en/ai.json';
import type englishAlerts from '../locales/en/alerts.json';
import type englishAuth from '../locales/en/auth.json';
import type englishBrowse from '../locales/en/browse.json';
import type englishCommon from '../locales/en/common.json';
import type englishDetail from '../locales/en/detail.json';
import type englishEntry from '../locales/en/entry.json';
import type englishErrors from '../locales/en/errors.json';
import type englishGenres from '../locales/en/genres.json';
import type englishHome from '../locales/en/home.json';
import type englishImport from '../locales/en/import.json';
import type englishLists from '../locales/en/lists.json';
import type englishOffline from '../locales/en/offline.json';
import type englishOnboarding from '../locales/en/onboarding.json';
import type englishPages from '../locales/en/pages.json';
import type englishProfile from '../locales/en/profile.json';
import type englishScrobble from '../locales/en/scrobble.json';
import type englishSearch from '../locales/en/search.json';
import type englishSettings from '../locales/en/settings.json';
import type englishShell from '../locales/en/shell.json';
import type englishStats from '../locales/en/stats.json';
import type englishTokens from '../locales/en/tokens.json';

/** The shell's messages: what every screen shows, with English's in the app's own code. */
export type ShellMessageId = keyof typeof englishShell;

/** Every group's English messages, which every language must match. */
type EnglishMessages = typeof englishShell &
  typeof englishAdmin &
  typeof englishAi &
  typeof englishAlerts &
  typeof englishAuth &
  typeof englishBrowse &
  typeof englishCommon &
  typeof englishDetail &
  typeof englishEntry &
  typeof englishErrors &
  typeof englishGenres &
  typeof englishHome &
  typeof englishImport &
  typeof englishLists &
  typeof englishOffline &
  typeof englishOnboarding &
  typeof englishPages &
  typeof englishProfile &
  typeof englishScrobble &
  typeof englishSearch &
  typeof englishSettings &
  typeof englishStats &
  typeof englishTokens;

/** A message's id, checked against English's catalogues. */
export type MessageId = Extract<keyof EnglishMessages, string>;

export type MessageValues = Record<string, string | number>;

/** A message in the active language; functions building words outside components take one. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * The active language's words for the component, which renders again when the language changes.
 * The function stays the same until the language or its loaded messages change, so it can sit
 * in a memo's or an effect's dependencies.
 */
export function useMessages(): Translate {
  const { _ } = useLingui();
  return useCallback<Translate>((id, values) => _(id, values), [_]);
}
