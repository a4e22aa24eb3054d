import fs from 'node:fs';
import type { Language } from '../../src/shared/i18n/languages';

/** A message in a language, read from the shipped catalogue the app reads too. */
export function message(language: Language, group: string, id: string): string {
  const file = new URL(`../../src/client/locales/${language}/${group}.json`, import.meta.url);
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  const text = catalogue[id];
  if (text === undefined) throw new Error(`${language}/${group}.json has no ${id}`);
  return text;
}

/**
 * A message as a control is named by it: its simple `{arguments}` filled in and its markup tags
 * (`<0>…</0>`) dropped, as a screen reader reads the words inside them along with the rest.
 */
export function named(
  language: Language,
  group: string,
  id: string,
  values: Record<string, string> = {},
): string {
  return message(language, group, id)
    .replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
    .replace(/<\/?\d+>/g, '');
}

/**
 * A name made of a message, whatever its arguments (a title's name differs by title language):
 * each `{argument}` stands for any words, and where markup hides part of the message from sight
 * Chromium may name the control with a space the language does not write (Japanese).
 */
export function namePattern(language: Language, group: string, id: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const source = message(language, group, id)
    .split(/\{\w+\}/)
    .map((literal) =>
      literal
        .split(/<\/?\d+>/)
        .map((part) => escape(part.trim()))
        .join('\\s*'),
    )
    .join('.+');
  return new RegExp(`^${source}$`);
}
