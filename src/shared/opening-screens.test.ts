import { describe, expect, it } from 'vitest';
import { openingScreenFor } from './opening-screens';

describe('openingScreenFor', () => {
  it('finds the screen of each opening route, parameters included', () => {
    expect(openingScreenFor('/')).toBe('features/home/HomePage.tsx');
    expect(openingScreenFor('/discover')).toBe('features/discover/DiscoverPage.tsx');
    expect(openingScreenFor('/discover/')).toBe('features/discover/DiscoverPage.tsx');
    expect(openingScreenFor('/browse/trending')).toBe('features/browse/BrowsePage.tsx');
    expect(openingScreenFor('/anime/tv/5114')).toBe('features/detail/DetailPage.tsx');
    expect(openingScreenFor('/mylists')).toBe('features/lists/MyListsPage.tsx');
  });

  it('finds nothing for other paths, or a parameter left empty', () => {
    for (const path of ['/profile', '/anime/tv', '/anime/tv/5114/extra', '/browse//', '/discovery'])
      expect(openingScreenFor(path), path).toBeUndefined();
  });
});
