/**
 * Counts and name order in the interface's language, through one formatter and one collator,
 * each made on first use: `toLocaleString` and `localeCompare` with a locale build a new one on
 * every call, which cost a detail page tens of milliseconds on a slow phone.
 */
let language = 'en';
let counts: Intl.NumberFormat | undefined;
let tenths: Intl.NumberFormat | undefined;
let names: Intl.Collator | undefined;

/** The language counts and names follow from now on: the client's, as it changes. */
export function setFormatLanguage(tag: string): void {
  if (tag === language) return;
  language = tag;
  counts = undefined;
  tenths = undefined;
  names = undefined;
}

/** Languages writing whole numbers as English does: 12,345. */
const COMMA_THOUSANDS = new Set(['en', 'ja']);

/** Every third digit from the right of a whole number's digits. */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * 12345 → "12,345" (in German "12.345"). In English and Japanese, whole numbers, nearly every
 * count shown, skip the formatter, whose first use loads the locale's data: about 10 ms on a
 * title page's first screen.
 */
export function formatCount(value: number): string {
  if (COMMA_THOUSANDS.has(language) && Number.isSafeInteger(value))
    return String(value).replace(THOUSANDS, ',');
  counts ??= new Intl.NumberFormat(language === 'en' ? 'en-US' : language);
  return counts.format(value);
}

/** 9.26 → "9.3" (in German "9,3"): one decimal, as scores are shown. */
export function formatTenths(value: number): string {
  if (COMMA_THOUSANDS.has(language)) return value.toFixed(1);
  tenths ??= new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return tenths.format(value);
}

/**
 * Printable ASCII in the order an English collator gives it, a letter's two cases counting as
 * one. Making the collator loads the locale's data, about 25 ms on a phone's first screen, so
 * names in plain ASCII (nearly all genre and provider names) are ordered from this instead.
 */
const ASCII_ORDER = ` _-,;:!?.'"()[]{}@*/\\&#%\`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz`;
const PRINTABLE_ASCII = /^[ -~]*$/;

function asciiWeight(code: number): number {
  return ASCII_ORDER.indexOf(String.fromCharCode(code).toLowerCase());
}

/** The collator's answer for two printable ASCII strings: letters first, then case, lower first. */
function compareAscii(a: string, b: string): number {
  const shared = Math.min(a.length, b.length);
  for (let index = 0; index < shared; index++) {
    const difference = asciiWeight(a.charCodeAt(index)) - asciiWeight(b.charCodeAt(index));
    if (difference !== 0) return Math.sign(difference);
  }
  if (a.length !== b.length) return Math.sign(a.length - b.length);
  for (let index = 0; index < shared; index++) {
    const upperA = a[index] !== a[index]?.toLowerCase();
    const upperB = b[index] !== b[index]?.toLowerCase();
    if (upperA !== upperB) return upperA ? 1 : -1;
  }
  return 0;
}

/**
 * Orders names as `a.localeCompare(b, language)` does; plain ASCII letters, digits and marks
 * come in the same order in each of the interface's languages.
 */
export function compareNames(a: string, b: string): number {
  if (PRINTABLE_ASCII.test(a) && PRINTABLE_ASCII.test(b)) return compareAscii(a, b);
  names ??= new Intl.Collator(language);
  return names.compare(a, b);
}
