import { japaneseLang } from './japanese-script';
import { comparableText } from './normalise';

export interface OriginalName {
  text: string;
  lang: 'ja' | undefined;
}

/**
 * The name a title first aired under, when it says something the shown name does not: a
 * romanised name that only differs in case or punctuation would be noise. One rule for cards and
 * search results alike (issue 34): the catalogue's name, English where it knows one, with this
 * beside it.
 */
export function originalName(
  shown: string,
  item: { original_name?: string | undefined; original_title?: string | undefined },
): OriginalName | null {
  const text = (item.original_name ?? item.original_title ?? '').trim();
  if (!text) return null;
  const lang = japaneseLang(text);
  // Kana or kanji on one side only already tells the names apart, without normalising both.
  const differs = lang !== japaneseLang(shown) || comparableText(text) !== comparableText(shown);
  return differs ? { text, lang } : null;
}
