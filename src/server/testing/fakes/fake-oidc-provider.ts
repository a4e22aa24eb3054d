import {
  createHash,
  createSign,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { startFakeHttpServer, type FakeAnswer, type RecordedRequest } from './fake-http-server';

export interface FakeOidcUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** One-off misbehaviours, to check the app refuses what a real provider must never send. */
export interface OidcTampering {
  /** Put this nonce in the next ID token instead of the one asked for. */
  nonce?: string;
  /** Send the browser back with this state instead of the one it brought. */
  state?: string;
  /** Sign the next ID token with a key the discovery document does not publish. */
  foreignKey?: boolean;
  /** The user declines at the consent screen: back with error=access_denied. */
  deny?: boolean;
}

interface IssuedCode {
  user: FakeOidcUser;
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  codeChallenge: string;
  issuedAt: number;
}

export interface FakeOidcProvider {
  /** The issuer URL: discovery at `${issuer}/.well-known/openid-configuration`. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Who "signs in" at the provider's consent screen next; the fake approves at once. */
  nextUser: FakeOidcUser;
  tamper(tampering: OidcTampering): void;
  /** Lets every code handed out so far expire, as if the browser took too long. */
  expireCodes(): void;
  requestsTo(path: string): RecordedRequest[];
  /** OIDC_PROVIDERS naming this provider `fake`, shown as "Fake ID". */
  providersSetting(): string;
  close(): Promise<void>;
}

const CODE_LIFETIME_MS = 60_000;
const KEY_ID = 'fake-key-1';

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function signedJwt(payload: Record<string, unknown>, key: KeyObject): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: KEY_ID }));
  const body = base64url(JSON.stringify(payload));
  const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(key);
  return `${header}.${body}.${base64url(signature)}`;
}

const json = (status: number, body: unknown): FakeAnswer => ({ status, body });

/**
 * A local OpenID Connect provider for tests: discovery document, JWKS, an authorize endpoint
 * that approves at once and redirects back with a code, and a token endpoint that checks the
 * code, the client, the redirect URI and PKCE, and answers an RS256-signed ID token.
 */
export async function startFakeOidcProvider(): Promise<FakeOidcProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const clientId = 'tsuzuki-test-client';
  const clientSecret = 'fake-client-secret';
  const codes = new Map<string, IssuedCode>();
  let tampering: OidcTampering = {};
  let issuer = '';

  const provider: { nextUser: FakeOidcUser } = {
    nextUser: {
      sub: 'user-1',
      email: 'someone@example.com',
      email_verified: true,
      name: 'Someone',
    },
  };

  const authorize = (request: RecordedRequest): FakeAnswer => {
    const query = request.query;
    const redirectUri = query.get('redirect_uri') ?? '';
    const code = base64url(randomBytes(24));
    codes.set(code, {
      user: provider.nextUser,
      clientId: query.get('client_id') ?? '',
      redirectUri,
      nonce: query.get('nonce') ?? undefined,
      codeChallenge: query.get('code_challenge') ?? '',
      issuedAt: Date.now(),
    });
    const back = new URL(redirectUri);
    if (tampering.deny) {
      delete tampering.deny;
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('state', query.get('state') ?? '');
      return { status: 302, body: '', headers: { Location: back.href } };
    }
    back.searchParams.set('code', code);
    back.searchParams.set('state', tampering.state ?? query.get('state') ?? '');
    delete tampering.state;
    return { status: 302, body: '', headers: { Location: back.href } };
  };

  const token = (request: RecordedRequest): FakeAnswer => {
    const form = new URLSearchParams(request.body);
    const issued = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    if (!issued || Date.now() - issued.issuedAt >= CODE_LIFETIME_MS) {
      return json(400, { error: 'invalid_grant', error_description: 'unknown or expired code' });
    }
    const verifier = form.get('code_verifier') ?? '';
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    if (
      form.get('client_id') !== clientId ||
      form.get('client_secret') !== clientSecret ||
      form.get('redirect_uri') !== issued.redirectUri ||
      challenge !== issued.codeChallenge
    ) {
      return json(400, { error: 'invalid_grant', error_description: 'checks failed' });
    }
    const now = Math.floor(Date.now() / 1000);
    const idToken = signedJwt(
      {
        iss: issuer,
        aud: clientId,
        iat: now,
        exp: now + 600,
        nonce: tampering.nonce ?? issued.nonce,
        ...issued.user,
      },
      tampering.foreignKey ? foreign : privateKey,
    );
    tampering = { ...(tampering.state ? { state: tampering.state } : {}) };
    return json(200, {
      access_token: base64url(randomBytes(24)),
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken,
    });
  };

  const server = await startFakeHttpServer((request) => {
    switch (request.path) {
      case '/.well-known/openid-configuration':
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_post'],
          scopes_supported: ['openid', 'email', 'profile'],
        });
      case '/jwks':
        return json(200, {
          keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KEY_ID, alg: 'RS256', use: 'sig' }],
        });
      case '/authorize':
        return authorize(request);
      case '/token':
        return token(request);
      default:
        return json(404, { error: 'not_found' });
    }
  });
  issuer = server.url;

  return {
    issuer,
    clientId,
    clientSecret,
    get nextUser() {
      return provider.nextUser;
    },
    set nextUser(user: FakeOidcUser) {
      provider.nextUser = user;
    },
    tamper: (next) => {
      tampering = { ...tampering, ...next };
    },
    expireCodes: () => {
      for (const issued of codes.values()) issued.issuedAt -= CODE_LIFETIME_MS;
    },
    requestsTo: (path) => server.requests.filter((request) => request.path === path),
    providersSetting: () =>
      JSON.stringify([{ id: 'fake', name: 'Fake ID', issuer, clientId, clientSecret }]),
    close: () => server.close(),
  };
}
