import { describe, expect, it } from 'vitest';
import type { StatsAnswer } from '../../../shared/stats-api';
import { summarySvg, svgText } from './summary-image';

describe('svgText', () => {
  it('escapes markup so a title cannot close the text or add elements', () => {
    expect(svgText('</text><script>alert("x")</script>&')).toBe(
      '&lt;/text&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;',
    );
  });

  it('drops characters XML forbids and cuts long text with an ellipsis', () => {
    expect(svgText('A\u0001B\uFFFE\uD800C')).toBe('ABC');
    expect(svgText('葬送のフリーレン', 5)).toBe('葬送のフ…');
  });
});

describe('summarySvg', () => {
  it('holds the year’s numbers and only escaped user text', () => {
    const svg = summarySvg({
      year: 2026,
      totals: { episodes: 1234, films: 1, minutes: 600, titles: 3 },
      longestStreak: { days: 5, from: '2026-01-01', to: '2026-01-05' },
      genres: [{ name: 'Drama', titles: 2 }],
      mostWatched: [{ name: '<image href="x.png"/>', episodes: 3 }],
    } as StatsAnswer);
    expect(svg).toContain('My 2026 in anime');
    expect(svg).toContain('1,234');
    expect(svg).toContain('Most watched genre: Drama');
    expect(svg).not.toContain('<image');
    expect(svg).toContain('&lt;image href=&quot;x.png&quot;/&gt;');
  });
});
