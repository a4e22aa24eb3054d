import { hasJapaneseScript } from './japanese-script';
import { comparableText } from './normalise';
import { displayTitleOf } from './tracked-title-basics';
import { TITLE_LANGUAGES, type TitleLanguage } from './i18n/title-language';

/** A title's names by kind, as the catalogue knows them (decision 433); absent where unknown. */
export interface TitleNames {
  romaji?: string | null | undefined;
  english?: string | null | undefined;
  native?: string | null | undefined;
  /** The catalogue's own name (TMDB's, or the offline catalogue's English-where-known one). */
  name: string;
}

/**
 * Which name leads when the chosen one is missing (decision 433). The catalogue's own name comes
 * before the Japanese script for the Latin-script choices, so a TMDB title (which carries no
 * romaji or English name apart from its own) never turns Japanese for an English reader.
 */
export const TITLE_NAME_ORDER: Record<TitleLanguage, readonly (TitleLanguage | 'name')[]> = {
  romaji: ['romaji', 'english', 'name', 'native'],
  english: ['english', 'romaji', 'name', 'native'],
  native: ['native', 'romaji', 'english', 'name'],
};

/** Visitors read English names, or Japanese ones when the interface itself is in Japanese. */
export function visitorTitleLanguage(interfaceLanguage: string): TitleLanguage {
  return interfaceLanguage === 'ja' || interfaceLanguage.startsWith('ja-') ? 'native' : 'english';
}

/** A user's title language: their choice, else the visitors' default for their interface's. */
export function readerTitleLanguage(
  chosen: TitleLanguage | null,
  interfaceLanguage: string,
): TitleLanguage {
  return chosen ?? visitorTitleLanguage(interfaceLanguage);
}

/** The fields of a catalogue list item or details that carry names, in either media shape. */
export interface NamedRecord {
  title?: string | null | undefined;
  name?: string | null | undefined;
  original_title?: string | null | undefined;
  original_name?: string | null | undefined;
  romaji_name?: string | undefined;
  english_name?: string | undefined;
}

/**
 * The names a catalogue record carries. Its original name is the native one in kana or kanji,
 * and the romanised one in Latin letters where the record names no romaji (TMDB's 'Sen to
 * Chihiro no Kamikakushi'). A record naming no kinds at all is TMDB's, whose own name is English.
 */
export function namesOf(record: NamedRecord): TitleNames {
  const original = record.original_name ?? record.original_title ?? null;
  const japanese = original !== null && hasJapaneseScript(original);
  const name = record.title || record.name || '';
  const kinded = record.romaji_name !== undefined || record.english_name !== undefined;
  return {
    name,
    romaji: record.romaji_name ?? (japanese ? null : original),
    english: record.english_name ?? (kinded ? null : name),
    native: japanese ? original : null,
  };
}

function filled(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * A title's names by kind as a list sends them beside the name the list keeps (decision 446):
 * only the kinds known, so a title the catalogue cannot name carries none.
 */
export type NamesByKind = Partial<Record<TitleLanguage, string>>;

/** The kinds a title's names fill. */
export function namesByKind(names: TitleNames): NamesByKind {
  const kinds: NamesByKind = {};
  for (const kind of TITLE_LANGUAGES) {
    const text = names[kind];
    if (filled(text)) kinds[kind] = text;
  }
  return kinds;
}

/** What a tracked title carries of its names: the one its list keeps, and the kinds sent. */
export interface TrackedNames {
  title?: string | null | undefined;
  name?: string | null | undefined;
  names?: NamesByKind | undefined;
}

/**
 * A tracked title's names: the list's own name where the catalogue names no kinds (a TMDB
 * title, or one the catalogue no longer has), so every title language shows that one.
 */
export function trackedNames(item: TrackedNames): TitleNames {
  return { name: displayTitleOf(item), ...item.names };
}

export interface ShownNames {
  main: string;
  /** The other names, in the same order, each once and none a spelling of the main one. */
  others: string[];
  /**
   * The one other name a card or a search result has room for: the first in the other script
   * (Japanese beside a Latin-script name, and the reverse), else the next one.
   */
  beside: string | null;
}

/** The main name for a title language, and the others to show beside it where there is room. */
export function shownNames(names: TitleNames, language: TitleLanguage): ShownNames {
  const ordered = TITLE_NAME_ORDER[language].map((kind) => names[kind]).filter(filled);
  const main = ordered[0] ?? names.name;
  const seen = new Set([comparableText(main)]);
  const others: string[] = [];
  for (const candidate of ordered.slice(1)) {
    const key = comparableText(candidate);
    if (seen.has(key)) continue;
    seen.add(key);
    others.push(candidate);
  }
  const script = hasJapaneseScript(main);
  const beside = others.find((other) => hasJapaneseScript(other) !== script) ?? others[0] ?? null;
  return { main, others, beside };
}

/**
 * The name a title language leads with where it is another than the catalogue's own; null where
 * the catalogue's own leads, so the name the user tracked the title under stands (their own
 * spelling, or an older catalogue's). The iCal feed and the alerts name shows by this.
 */
export function nameIfOther(names: TitleNames, language: TitleLanguage): string | null {
  const { main } = shownNames(names, language);
  return main === names.name ? null : main;
}
