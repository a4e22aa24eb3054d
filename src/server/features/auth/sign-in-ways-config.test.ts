import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('sign-in ways settings', () => {
  it('default to no providers, no phone, a generated secret and no admin requirement', () => {
    expect(loadConfig({}).signInWays).toEqual({
      secret: undefined,
      adminMfaRequired: false,
      oidcProviders: [],
      smsGateway: undefined,
    });
  });

  it('read providers from JSON, with the default scope', () => {
    const { signInWays } = loadConfig({
      OIDC_PROVIDERS: JSON.stringify([
        { id: 'kc', name: 'Keycloak', issuer: 'https://id.example.org/realms/x', clientId: 't' },
      ]),
      SMS_GATEWAY_URL: 'https://sms.example.org/send',
      ADMIN_MFA_REQUIRED: 'true',
    });
    expect(signInWays.oidcProviders).toEqual([
      {
        id: 'kc',
        name: 'Keycloak',
        issuer: 'https://id.example.org/realms/x',
        clientId: 't',
        scope: 'openid email profile',
      },
    ]);
    expect(signInWays.smsGateway).toEqual({
      url: 'https://sms.example.org/send',
      token: undefined,
    });
    expect(signInWays.adminMfaRequired).toBe(true);
  });

  it('name the variable of a bad setting', () => {
    expect(problemsOf({ OIDC_PROVIDERS: '{not json' })).toEqual([
      'OIDC_PROVIDERS: must be a JSON array of providers',
    ]);
    expect(
      problemsOf({
        OIDC_PROVIDERS: JSON.stringify([
          { id: 'Bad Id', name: 'x', issuer: 'ftp://x', clientId: 'c' },
        ]),
      }),
    ).toEqual([
      'OIDC_PROVIDERS.0.id: id must be 1 to 32 lowercase letters, digits or hyphens',
      'OIDC_PROVIDERS.0.issuer: issuer must be an http:// or https:// URL',
    ]);
    const twice = { id: 'a', name: 'A', issuer: 'https://a.example', clientId: 'c' };
    expect(problemsOf({ OIDC_PROVIDERS: JSON.stringify([twice, twice]) })).toEqual([
      'OIDC_PROVIDERS: every provider needs its own id',
    ]);
    expect(problemsOf({ AUTH_SECRET: 'short' })).toEqual([
      'AUTH_SECRET: must be at least 32 characters (it derives the keys that encrypt sign-in secrets)',
    ]);
    expect(problemsOf({ SMS_GATEWAY_URL: 'sms.example.org' })).toEqual([
      'SMS_GATEWAY_URL: must be a URL starting with http:// or https://',
    ]);
  });
});
