import { describe, expect, it } from 'vitest';
import { orderWatchLinks, splitWatchLinks, watchUrl, type WatchLink } from './where-to-watch';

const link = (site: string, regions: string[] | null = null): WatchLink => ({
  site,
  name: site,
  url: `https://${site}.example/x`,
  regions,
});

describe('orderWatchLinks and splitWatchLinks', () => {
  it('puts the services an English-speaking viewer can use first, the rest on request', () => {
    const { first, more } = splitWatchLinks(
      orderWatchLinks([
        link('bilibili', ['CN']),
        link('netflix'),
        link('unext', ['JP']),
        link('crunchyroll'),
        link('prime'),
      ]),
    );
    expect(first.map((entry) => entry.site)).toEqual(['crunchyroll', 'netflix', 'prime']);
    expect(more.map((entry) => entry.site)).toEqual(['bilibili', 'unext']);
  });

  it('keeps an unknown service without country limits among the first', () => {
    const { first } = splitWatchLinks(orderWatchLinks([link('newcomer'), link('youtube')]));
    expect(first.map((entry) => entry.site)).toEqual(['youtube', 'newcomer']);
  });

  it('orders other services by name, Japanese names too, and splits keeping that order', () => {
    const ordered = orderWatchLinks([
      { ...link('dmm', ['JP']), name: 'DMM TV' },
      { ...link('danime', ['JP']), name: 'dアニメストア' },
      { ...link('abema', ['JP']), name: 'ABEMAビデオ' },
    ]);
    expect(ordered.map((entry) => entry.name)).toEqual(['ABEMAビデオ', 'DMM TV', 'dアニメストア']);
    expect(splitWatchLinks(ordered).more).toEqual(ordered);
  });
});

describe('watchUrl', () => {
  it('fills the template with the escaped id', () => {
    expect(watchUrl('https://www.crunchyroll.com/series/{{id}}/', 'GG5H5XQX4')).toBe(
      'https://www.crunchyroll.com/series/GG5H5XQX4/',
    );
    expect(watchUrl('https://a.example/{{id}}', '../x?y')).toBe('https://a.example/..%2Fx%3Fy');
  });

  it('refuses anything but https', () => {
    expect(watchUrl('javascript:alert({{id}})', '1')).toBeNull();
    expect(watchUrl('https://a.example/{{id}}', '1', 'http://b.example/')).toBeNull();
  });
});
