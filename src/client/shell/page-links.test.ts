import { describe, expect, it } from 'vitest';
import english from '../locales/en/shell.json';
import { PAGE_LINKS } from './page-links';

describe('PAGE_LINKS', () => {
  it('lists the static pages', () => {
    expect(PAGE_LINKS.map((link) => `${english[link.label]} → ${link.to}`)).toEqual([
      'About → /about',
      'Contact → /contact',
      'Privacy → /privacy',
      'Terms → /terms',
    ]);
  });
});
