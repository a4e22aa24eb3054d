import { useLingui } from '@lingui/react';
import type englishSearch from '../locales/en/search.json';
import type englishShell from '../locales/en/shell.json';

/** The shell's messages: what every screen shows, with English's in the app's own code. */
export type ShellMessageId = keyof typeof englishShell;

/** A message's id, checked against English's catalogues, which every language must match. */
export type MessageId = ShellMessageId | keyof typeof englishSearch;

export type MessageValues = Record<string, string | number>;

/** The active language's words for the component, which renders again when the language changes. */
export function useMessages(): (id: MessageId, values?: MessageValues) => string {
  const { _ } = useLingui();
  return (id, values) => _(id, values);
}
