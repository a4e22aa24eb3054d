import { describe, expect, it } from 'vitest';
import { hasJapaneseScript } from './japanese-script';

describe('hasJapaneseScript', () => {
  it.each(['進撃の巨人', 'フリーレン', 'ひだまり', '鋼の錬金術師 FULLMETAL ALCHEMIST'])(
    'finds kana or kanji in %j',
    (text) => {
      expect(hasJapaneseScript(text)).toBe(true);
    },
  );

  it.each(['Shingeki no Kyojin', 'Pokémon', 'RE：ZERO', ''])('finds none in %j', (text) => {
    expect(hasJapaneseScript(text)).toBe(false);
  });
});
