import { comparableText } from '../../shared/normalise';

/** Kana and kanji: screen readers need `lang="ja"` to read these rather than spell them out. */
const JAPANESE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export interface OriginalName {
  text: string;
  lang: 'ja' | undefined;
}

/**
 * The name a title first aired under, when it says something the shown name does not: a
 * romanised name that only differs in case or punctuation would be noise under the card.
 */
export function originalName(
  shown: string,
  item: { original_name?: string | undefined; original_title?: string | undefined },
): OriginalName | null {
  const text = (item.original_name ?? item.original_title ?? '').trim();
  if (!text) return null;
  const japanese = JAPANESE_SCRIPT.test(text);
  // Kana or kanji on one side only already tells the names apart, without normalising both.
  const differs =
    japanese !== JAPANESE_SCRIPT.test(shown) || comparableText(text) !== comparableText(shown);
  return differs ? { text, lang: japanese ? 'ja' : undefined } : null;
}
