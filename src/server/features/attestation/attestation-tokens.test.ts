import { describe, expect, it } from 'vitest';
import { ATTESTATION_TOKEN_TTL_SECONDS, AttestationTokens } from './attestation-tokens';

function tokensAt(time: number, secret = 'captcha-secret') {
  const clock = { time, now: () => clock.time };
  return { clock, tokens: new AttestationTokens(secret, clock) };
}

describe('AttestationTokens', () => {
  it('accepts its own token until it expires an hour later', () => {
    const { clock, tokens } = tokensAt(1_000_000);
    const { expiresAt } = tokens.issue();
    expect(expiresAt).toBe(1_000_000 + ATTESTATION_TOKEN_TTL_SECONDS * 1000);
    expect(tokens.redeem(tokens.issue().token)).toBe(true);
    const late = tokens.issue();
    clock.time = late.expiresAt - 1;
    expect(tokens.redeem(late.token)).toBe(true);
    const expired = tokens.issue();
    clock.time = expired.expiresAt;
    expect(tokens.redeem(expired.token)).toBe(false);
  });

  it('accepts each token once (S-15), and tokens issued together one each', () => {
    const { tokens } = tokensAt(0);
    const first = tokens.issue().token;
    const second = tokens.issue().token;
    expect(second).not.toBe(first);
    expect(tokens.redeem(first)).toBe(true);
    expect(tokens.redeem(first)).toBe(false);
    expect(tokens.redeem(second)).toBe(true);
  });

  it('accepts tokens issued by another instance sharing the secret', () => {
    const { token } = tokensAt(0).tokens.issue();
    expect(tokensAt(10, 'other-secret').tokens.redeem(token)).toBe(false);
    expect(tokensAt(10).tokens.redeem(token)).toBe(true);
  });

  it('refuses a token whose expiry was pushed forward', () => {
    const { tokens } = tokensAt(0);
    const [, nonce, signature] = tokens.issue().token.split('.');
    expect(tokens.redeem(`99999999999999.${nonce}.${signature}`)).toBe(false);
  });

  it.each(['', 'abc', '123', '123.', '.sig', '1.2.3', 'x.y', '1.2.3.4'])('refuses %j', (token) => {
    expect(tokensAt(0).tokens.redeem(token)).toBe(false);
  });
});
