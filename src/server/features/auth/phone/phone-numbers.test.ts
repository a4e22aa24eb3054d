import { describe, expect, it } from 'vitest';
import { normalisePhoneNumber } from './phone-numbers';

describe('phone numbers', () => {
  it('are kept in E.164 whatever the spacing', () => {
    expect(normalisePhoneNumber(' +49 151 1234-5678 ')).toBe('+4915112345678');
    expect(normalisePhoneNumber('0049 (151) 12345678')).toBe('+4915112345678');
  });

  it('need the country code', () => {
    expect(normalisePhoneNumber('0151 12345678')).toBeNull();
    expect(normalisePhoneNumber('+0123456789')).toBeNull();
    expect(normalisePhoneNumber('+12')).toBeNull();
    expect(normalisePhoneNumber('call me')).toBeNull();
  });
});
