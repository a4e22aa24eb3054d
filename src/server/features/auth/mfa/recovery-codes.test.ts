import { describe, expect, it } from 'vitest';
import {
  RECOVERY_CODE_COUNT,
  looksLikeTotpCode,
  newRecoveryCodes,
  normaliseRecoveryCode,
} from './recovery-codes';

describe('recovery codes', () => {
  it('are ten distinct codes of two groups of five', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it('match whatever the spacing, hyphens and case they are typed with', () => {
    expect(normaliseRecoveryCode(' K7MQP x3hrd ')).toBe('k7mqpx3hrd');
    expect(normaliseRecoveryCode('k7mqp-x3hrd')).toBe('k7mqpx3hrd');
  });

  it('are told apart from authenticator codes', () => {
    expect(looksLikeTotpCode('123 456')).toBe(true);
    expect(looksLikeTotpCode('k7mqp-x3hrd')).toBe(false);
  });
});
