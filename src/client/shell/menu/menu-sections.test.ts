import { describe, expect, it } from 'vitest';
import english from '../../locales/en/shell.json';
import { menuSections } from './menu-sections';

/** The menu as an English reader sees it: the spec's words. */
const outline = (user: { isAdmin: boolean } | null) =>
  menuSections(user).map((section) => ({
    title: english[section.title],
    links: section.links.map((link) => `${english[link.label]} → ${link.to}`),
  }));

const browse = {
  title: 'Browse',
  links: [
    'Home → /',
    'Discover → /discover',
    'Trending now → /browse/trending',
    'All-time popular → /browse/popular',
    'Top rated → /browse/top',
    'Coming Soon → /coming-soon',
  ],
};

describe('menuSections', () => {
  it('sends signed-out visitors to login for My Lists and hides Profile and Admin', () => {
    expect(outline(null)).toEqual([
      browse,
      { title: 'Your stuff', links: ['My Lists → /login'] },
      { title: 'Extras', links: ['AI Recommendations → /ai'] },
    ]);
  });

  it('adds Profile and Stats for signed-in users but not Admin', () => {
    expect(outline({ isAdmin: false })).toEqual([
      browse,
      {
        title: 'Your stuff',
        links: ['My Lists → /mylists', 'Profile → /profile', 'Stats → /stats'],
      },
      { title: 'Extras', links: ['AI Recommendations → /ai'] },
    ]);
  });

  it('adds Admin only for the admin user', () => {
    expect(outline({ isAdmin: true })).toEqual([
      browse,
      {
        title: 'Your stuff',
        links: ['My Lists → /mylists', 'Profile → /profile', 'Stats → /stats'],
      },
      { title: 'Extras', links: ['AI Recommendations → /ai', 'Admin → /admin'] },
    ]);
  });
});
