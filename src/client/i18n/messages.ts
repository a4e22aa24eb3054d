import { useLingui } from '@lingui/react';
import type englishShell from '../locales/en/shell.json';

/** A message's id, checked against English's catalogues, which every language must match. */
export type MessageId = keyof typeof englishShell;

export type MessageValues = Record<string, string | number>;

/** The active language's words for the component, which renders again when the language changes. */
export function useMessages(): (id: MessageId, values?: MessageValues) => string {
  const { _ } = useLingui();
  return (id, values) => _(id, values);
}
