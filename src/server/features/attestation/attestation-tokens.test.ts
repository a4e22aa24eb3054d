import { describe, expect, it } from 'vitest';
import { ATTESTATION_TOKEN_TTL_SECONDS, AttestationTokens } from './attestation-tokens';

function tokensAt(time: number, secret = 'captcha-secret') {
  const clock = { time, now: () => clock.time };
  return { clock, tokens: new AttestationTokens(secret, clock) };
}

describe('AttestationTokens', () => {
  it('accepts its own token until it expires an hour later', () => {
    const { clock, tokens } = tokensAt(1_000_000);
    const { token, expiresAt } = tokens.issue();
    expect(expiresAt).toBe(1_000_000 + ATTESTATION_TOKEN_TTL_SECONDS * 1000);
    expect(tokens.isValid(token)).toBe(true);
    clock.time = expiresAt - 1;
    expect(tokens.isValid(token)).toBe(true);
    clock.time = expiresAt;
    expect(tokens.isValid(token)).toBe(false);
  });

  it('accepts tokens issued by another instance sharing the secret', () => {
    const { token } = tokensAt(0).tokens.issue();
    expect(tokensAt(10).tokens.isValid(token)).toBe(true);
    expect(tokensAt(10, 'other-secret').tokens.isValid(token)).toBe(false);
  });

  it('refuses a token whose expiry was pushed forward', () => {
    const { tokens } = tokensAt(0);
    const [, signature] = tokens.issue().token.split('.');
    expect(tokens.isValid(`99999999999999.${signature}`)).toBe(false);
  });

  it.each(['', 'abc', '123', '123.', '.sig', '1.2.3', 'x.y'])('refuses %j', (token) => {
    expect(tokensAt(0).tokens.isValid(token)).toBe(false);
  });
});
