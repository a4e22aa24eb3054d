import { describe, expect, it } from 'vitest';
import { requestIdFor } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it('keeps a sane id the caller sent', () => {
    for (const id of [
      '0af7651916cd43dd8448eb211c80319c',
      'edge-7.1:42',
      'req_9f86d081884c7d659a2feaa0c55ad015',
    ]) {
      expect(requestIdFor({ headers: { 'x-request-id': id } })).toBe(id);
    }
  });

  it('replaces a missing, repeated, short, long or unsafe id with a fresh UUID', () => {
    const unsafe = [
      undefined,
      ['aaaaaaaaaa', 'bbbbbbbbbb'],
      'short',
      'x'.repeat(129),
      'abcdefgh\nlevel=fatal',
      'abcdefgh"}',
      '-leading-dash',
      'ünïcödé-request',
    ];
    for (const given of unsafe) {
      expect(requestIdFor({ headers: { 'x-request-id': given } })).toMatch(UUID);
    }
  });
});
