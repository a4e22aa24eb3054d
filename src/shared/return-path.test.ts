import { describe, expect, it } from 'vitest';
import { isSameOriginPath } from './return-path';

describe('isSameOriginPath', () => {
  it('accepts the app’s own paths, with query and fragment', () => {
    for (const path of [
      '/',
      '/mylists',
      '/profile',
      '/browse/season?year=2024&format=tv',
      '/search?q=one%20piece',
      '/anime/tv/1429#episodes',
    ]) {
      expect(isSameOriginPath(path), path).toBe(true);
    }
  });

  it('refuses anything a browser would take to another site', () => {
    for (const path of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/ /evil.example',
      '/\u00a0/evil.example',
      '/\u2028/evil.example',
      '/%09/evil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/%5cevil.example',
      '/%5Cevil.example',
      '/%252F/evil.example',
      '/%25252F%25252Fevil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '',
      '/%E0%A4%A',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(isSameOriginPath(path), JSON.stringify(path)).toBe(false);
    }
  });
});
