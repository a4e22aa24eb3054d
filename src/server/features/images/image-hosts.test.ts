import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_HOSTS, imageHostsSetting, isListedPicture } from './image-hosts';

const parse = (text: string | undefined) => imageHostsSetting.safeParse(text);

describe('IMAGE_HOSTS', () => {
  it('defaults to the hosts the catalogue’s sources use', () => {
    expect(parse(undefined).data).toEqual([...DEFAULT_IMAGE_HOSTS]);
    expect(DEFAULT_IMAGE_HOSTS).toEqual(
      expect.arrayContaining([
        'https://image.tmdb.org',
        'https://cdn.myanimelist.net',
        'https://s4.anilist.co',
        'https://media.kitsu.app',
      ]),
    );
  });

  it('reads comma-separated origins, normalised, without repeats', () => {
    expect(
      parse(' HTTPS://CDN.example:443 , http://127.0.0.1:8080/,https://cdn.example').data,
    ).toEqual(['https://cdn.example', 'http://127.0.0.1:8080']);
  });

  it('turns pictures off when empty', () => {
    expect(parse('').data).toEqual([]);
    expect(parse(' , ').data).toEqual([]);
  });

  it.each([
    ['not a URL', 'cdn.example'],
    ['another scheme', 'ftp://cdn.example'],
    ['a path', 'https://cdn.example/images'],
    ['credentials', 'https://user:pass@cdn.example'],
    ['a query', 'https://cdn.example?x=1'],
  ])('refuses %s with a message', (_case, text) => {
    const result = parse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(text);
  });

  it('refuses more than 50 origins', () => {
    const many = Array.from({ length: 51 }, (_, index) => `https://cdn${index}.example`).join(',');
    expect(parse(many).success).toBe(false);
  });
});

describe('isListedPicture', () => {
  const hosts = ['https://cdn.example', 'http://127.0.0.1:8080'];

  it('accepts an address on a listed origin', () => {
    expect(isListedPicture('https://cdn.example/a/b.jpg', hosts)).toBe(true);
    expect(isListedPicture('http://127.0.0.1:8080/t/p/w780/x.jpg', hosts)).toBe(true);
  });

  it.each([
    ['another port', 'https://cdn.example:8443/a.jpg'],
    ['another scheme', 'http://cdn.example/a.jpg'],
    ['a look-alike host', 'https://cdn.example.evil.example/a.jpg'],
    ['credentials pointing elsewhere', 'https://cdn.example@evil.example/a.jpg'],
    ['credentials on the host', 'https://user@cdn.example/a.jpg'],
    ['a relative path', '/a.jpg'],
    ['the loopback host on its default port', 'http://127.0.0.1/a.jpg'],
  ])('refuses %s', (_case, address) => {
    expect(isListedPicture(address, hosts)).toBe(false);
  });
});
