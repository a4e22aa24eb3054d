import { describe, expect, it } from 'vitest';
import { compactNameHolding, wholeCompactName } from './compact-match';

describe('compactNameHolding', () => {
  it('looks inside names from three characters on, in any script', () => {
    expect(compactNameHolding('frieren')).toBe('"frieren"');
    expect(compactNameHolding('フリー')).toBe('"フリー"');
  });

  it('matches a name a two-character query starts or ends', () => {
    expect(compactNameHolding('ko')).toBe('"|ko" OR "ko|"');
    expect(compactNameHolding('銀魂')).toBe('"|銀魂" OR "銀魂|"');
  });

  it('matches a one-character name whole', () => {
    expect(compactNameHolding('k')).toBe('"|k|"');
  });

  it('counts characters beyond the basic plane once', () => {
    expect(compactNameHolding('𠮷野')).toBe('"|𠮷野" OR "𠮷野|"');
  });
});

describe('wholeCompactName', () => {
  it('makes the name a phrase between separators', () => {
    expect(wholeCompactName('onepiece')).toBe('"|onepiece|"');
  });
});
