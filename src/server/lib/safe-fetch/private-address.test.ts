import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address';
import type { SafeFetchError } from './safe-fetch';
import { checkUserUrl } from './safe-fetch';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '[::1]',
    '::',
    'fd12:3456::1',
    'fc00::1',
    'fe80::1%eth0',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  /** Documentation, benchmarking and other special-purpose IPv4, bare and in every IPv6 form. */
  it.each([
    '192.0.2.2',
    '198.51.100.7',
    '203.0.113.9',
    '198.18.0.1',
    '198.19.255.254',
    '192.88.99.1',
    '255.255.255.255',
    '::127.0.0.1',
    '[::127.0.0.1]',
    '::7f00:1',
    '::c000:202',
    '::a9fe:a9fe',
    '::ffff:192.0.2.2',
    '::ffff:c612:1',
    '::ffff:0:7f00:1',
    '64:ff9b::c000:202',
    '64:ff9b:1::7f00:1',
    '2002:7f00:1::',
    '2002:c000:202::1',
    '2002:5db8:d70e::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001::1',
    '2001:db8::1',
    '2001:2::1',
    '3fff::1',
    '100::1',
    'fec0::1',
    '5f00::1',
    '4000::1',
  ])('refuses the special-purpose %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '93.184.215.14',
    '1.1.1.1',
    '172.32.0.1',
    '2606:4700::1111',
    '::ffff:1.1.1.1',
    '::ffff:101:101',
    '64:ff9b::101:101',
  ])('lets %s through', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('checkUserUrl', () => {
  const refusal = (url: string) => {
    try {
      checkUserUrl(url);
      return null;
    } catch (error) {
      return (error as SafeFetchError).reason;
    }
  };

  it.each([
    ['http://127.0.0.1/hook', 'private-address'],
    ['http://2130706433/hook', 'private-address'],
    ['http://0x7f000001/hook', 'private-address'],
    ['http://0x7f.1/hook', 'private-address'],
    ['http://0177.0.0.1/hook', 'private-address'],
    ['http://[::1]:8080/hook', 'private-address'],
    ['http://[::ffff:127.0.0.1]/hook', 'private-address'],
    ['http://169.254.169.254/latest/meta-data/', 'private-address'],
    ['http://10.0.0.5/hook', 'private-address'],
    ['http://192.0.2.2:9/', 'private-address'],
    ['http://[::127.0.0.1]/hook', 'private-address'],
    ['http://[::7f00:1]/hook', 'private-address'],
    ['http://[2002:7f00:1::]/hook', 'private-address'],
    ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook', 'private-address'],
    ['http://198.18.0.1/hook', 'private-address'],
    ['http://localhost:3000/hook', 'private-address'],
    ['http://api.localhost/hook', 'private-address'],
    ['ftp://example.org/hook', 'bad-url'],
    ['file:///etc/passwd', 'bad-url'],
    ['javascript:alert(1)', 'bad-url'],
    ['http://user:secret@example.org/hook', 'bad-url'],
    ['not a url', 'bad-url'],
  ])('refuses %s (%s)', (url, reason) => {
    expect(refusal(url)).toBe(reason);
  });

  it('takes public http(s) URLs, and private ones when the operator allows them', () => {
    expect(refusal('https://ntfy.sh/my-topic')).toBeNull();
    expect(refusal('https://discord.com/api/webhooks/1/abc')).toBeNull();
    expect(checkUserUrl('http://127.0.0.1:8080/hook', true).port).toBe('8080');
  });
});
