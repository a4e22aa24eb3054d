import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('names the screen, then the product', () => {
    expect(documentTitle('Coming Soon')).toBe('Coming Soon · Tsuzuki');
    expect(documentTitle('Page not found')).toBe('Page not found · Tsuzuki');
  });
});
