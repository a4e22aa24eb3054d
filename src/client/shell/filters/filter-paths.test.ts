import { describe, expect, it } from 'vitest';
import { showsFilterToggle } from './filter-paths';

describe('showsFilterToggle', () => {
  it.each(['/browse/trending', '/browse/season', '/browse/popular', '/browse/top', '/coming-soon'])(
    'shows the toggle on %s',
    (pathname) => {
      expect(showsFilterToggle(pathname)).toBe(true);
      expect(showsFilterToggle(`${pathname}/`)).toBe(true);
    },
  );

  it.each(['/', '/discover', '/mylists', '/anime/tv/1', '/browse', '/browse/topx', '/about'])(
    'hides the toggle on %s',
    (pathname) => {
      expect(showsFilterToggle(pathname)).toBe(false);
    },
  );
});
