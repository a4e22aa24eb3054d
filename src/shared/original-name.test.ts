import { describe, expect, it } from 'vitest';
import { originalName } from './original-name';

describe('originalName', () => {
  it('gives a Japanese original name, marked as Japanese', () => {
    expect(originalName('Attack on Titan', { original_name: '進撃の巨人' })).toEqual({
      text: '進撃の巨人',
      lang: 'ja',
    });
  });

  it('gives a romanised original name without a language', () => {
    expect(originalName('Spirited Away', { original_title: 'Sen to Chihiro' })).toEqual({
      text: 'Sen to Chihiro',
      lang: undefined,
    });
  });

  it('leaves out a name that only differs in case or punctuation', () => {
    expect(originalName('Re:Zero', { original_name: 're zero' })).toBeNull();
  });

  it('leaves out a Japanese name that the shown name already is, punctuation aside', () => {
    expect(originalName('進撃の巨人', { original_name: '進撃の巨人！' })).toBeNull();
    expect(originalName('進撃の巨人', { original_name: '進撃の巨人 2' })).toEqual({
      text: '進撃の巨人 2',
      lang: 'ja',
    });
  });

  it('leaves out a missing or blank name', () => {
    expect(originalName('Frieren', {})).toBeNull();
    expect(originalName('Frieren', { original_name: '  ' })).toBeNull();
  });
});
