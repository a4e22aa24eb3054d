/** Kana and kanji: screen readers need `lang="ja"` on them to read them rather than spell them. */
const JAPANESE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export function hasJapaneseScript(text: string): boolean {
  return JAPANESE_SCRIPT.test(text);
}

/** The `lang` a name is marked with: Japanese where it is in kana or kanji. */
export function japaneseLang(text: string): 'ja' | undefined {
  return hasJapaneseScript(text) ? 'ja' : undefined;
}
