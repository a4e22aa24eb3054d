import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { fastifyTrustProxy } from './trust-proxy';

const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const value of ['', 'false', 'no', '0']) expect(trustOf(value)).toBe(false);
  });

  it('reads true as one proxy in front, and a number as that many', () => {
    expect(trustOf('true')).toEqual({ hops: 1 });
    expect(trustOf('2')).toEqual({ hops: 2 });
  });

  it('reads a list of proxy addresses and CIDR ranges', () => {
    expect(trustOf('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual({
      addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'],
    });
  });

  it('names the variable and what it expects for anything else', () => {
    for (const value of ['maybe', '11', '10.0.0.0/33', 'proxy.example.org', '1.2.3.4,', '1.2.3']) {
      expect(() => trustOf(value), value).toThrow(ConfigError);
    }
    expect(() => trustOf('everyone')).toThrow(
      "TRUST_PROXY: must be false, a number of proxies in front (1 to 10), or a comma-separated list of the proxies' addresses or CIDR ranges",
    );
  });

  it('trusts exactly the nearest hops, never every hop', () => {
    const trust = fastifyTrustProxy({ hops: 1 });
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy({ addresses: ['10.0.0.1'] })).toEqual(['10.0.0.1']);
  });
});
