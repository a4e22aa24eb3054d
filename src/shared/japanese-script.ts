/** Kana and kanji: screen readers need `lang="ja"` on them to read them rather than spell them. */
const JAPANESE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export function hasJapaneseScript(text: string): boolean {
  return JAPANESE_SCRIPT.test(text);
}
