import type { Language } from '../../../shared/i18n/languages';

/**
 * A mail's HTML part: a whole document marked with the language it is written in, so mail
 * programs, screen readers and translators read it as that language.
 */
export function mailDocument(language: Language, body: readonly string[]): string {
  return [
    `<!doctype html><html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">`,
    ...body,
    '</body></html>',
  ].join('\n');
}
