import { describe, expect, it } from 'vitest';
import { HEADER_SCROLL_THRESHOLD, SCROLL_TOP_THRESHOLD, isScrolledPast } from './scroll-position';

describe('isScrolledPast', () => {
  it('changes the header only after more than 8 pixels', () => {
    expect(HEADER_SCROLL_THRESHOLD).toBe(8);
    expect(isScrolledPast(0, HEADER_SCROLL_THRESHOLD)).toBe(false);
    expect(isScrolledPast(8, HEADER_SCROLL_THRESHOLD)).toBe(false);
    expect(isScrolledPast(8.5, HEADER_SCROLL_THRESHOLD)).toBe(true);
    expect(isScrolledPast(9, HEADER_SCROLL_THRESHOLD)).toBe(true);
  });

  it('hides the scroll-to-top button at or below 600 pixels and shows it above', () => {
    expect(SCROLL_TOP_THRESHOLD).toBe(600);
    expect(isScrolledPast(599, SCROLL_TOP_THRESHOLD)).toBe(false);
    expect(isScrolledPast(600, SCROLL_TOP_THRESHOLD)).toBe(false);
    expect(isScrolledPast(601, SCROLL_TOP_THRESHOLD)).toBe(true);
  });
});
