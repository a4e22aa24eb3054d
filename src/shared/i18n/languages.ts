/**
 * The interface's languages (issue 35, decision 413), each named in itself, as the language
 * select shows it. The key is the BCP 47 tag written in `<html lang>` and the catalogues' folder.
 */
export const LANGUAGES = {
  en: 'English',
  ja: '日本語',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
} as const;

export type Language = keyof typeof LANGUAGES;

/** Every language's tag, in the order the language select lists them. */
export const LANGUAGE_TAGS = Object.keys(LANGUAGES) as [Language, ...Language[]];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** A stored language, or null when none was chosen or the stored one is no longer ours. */
export function readLanguage(value: unknown): Language | null {
  return isLanguage(value) ? value : null;
}

/** The spec's words are English's; every other language falls back to it. */
export const SOURCE_LANGUAGE = 'en' satisfies Language;

/**
 * The languages users are given. Decision 413: a language is offered only once every screen reads
 * the catalogue, so no user meets a half-translated interface; adding one is adding it here, with
 * its catalogues (README, "Languages"). Every screen does since decision 435.
 */
export const OFFERED_LANGUAGES: readonly Language[] = ['en', 'ja', 'es', 'pt-BR', 'fr', 'de'];

const BY_LOWER_CASE_TAG = new Map(
  Object.keys(LANGUAGES).map((tag) => [tag.toLowerCase(), tag as Language]),
);

/** The language a preference's own tag names, e.g. `pt-br` → pt-BR; undefined when not one of ours. */
function exactLanguage(tag: string): Language | undefined {
  return BY_LOWER_CASE_TAG.get(tag.toLowerCase());
}

/**
 * The offered language for the first preference that names one: by its whole tag first, then by
 * its language alone (`de-AT` → de, `pt` or `pt-PT` → pt-BR, the one Portuguese we have). `*`
 * accepts any language, so it takes the first offered. English when nothing matches.
 */
export function negotiateLanguage(
  preferences: readonly string[],
  offered: readonly Language[] = OFFERED_LANGUAGES,
): Language {
  for (const preference of preferences) {
    if (preference === '*') return offered[0] ?? SOURCE_LANGUAGE;
    const exact = exactLanguage(preference);
    if (exact && offered.includes(exact)) return exact;
    const primary = preference.split('-')[0]?.toLowerCase();
    const sameLanguage = offered.find((language) => language.split('-')[0] === primary);
    if (sameLanguage) return sameLanguage;
  }
  return SOURCE_LANGUAGE;
}

/** Longer headers are cut: no browser sends this much, and a hostile one costs no more work. */
export const ACCEPT_LANGUAGE_MAX_LENGTH = 512;
/** The most ranges read from one header. */
export const ACCEPT_LANGUAGE_MAX_RANGES = 24;

const LANGUAGE_RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The language ranges of an `Accept-Language` header, most wanted first (by q-value, then by
 * their order in the header). Ranges with q=0 (refused) and malformed entries are left out.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const ranges: { tag: string; quality: number; position: number }[] = [];
  const entries = header.slice(0, ACCEPT_LANGUAGE_MAX_LENGTH).split(',');
  for (const [position, entry] of entries.slice(0, ACCEPT_LANGUAGE_MAX_RANGES).entries()) {
    const [rawTag = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (!LANGUAGE_RANGE.test(rawTag)) continue;
    let quality = 1;
    for (const parameter of parameters) {
      const match = QUALITY.exec(parameter);
      quality = match?.[1] === undefined ? Number.NaN : Number(match[1]);
    }
    if (!(quality > 0)) continue;
    ranges.push({ tag: rawTag, quality, position });
  }
  return ranges
    .sort((a, b) => b.quality - a.quality || a.position - b.position)
    .map(({ tag }) => tag);
}
