/**
 * Who may call each API route (spec §6). Every route the app registers must have a row here:
 * the authorisation matrix test fails naming any route without one, so a new route is decided
 * on, not forgotten. `allowed` means the caller gets past every guard (any answer but 401/403).
 */
export type Outcome = 'allowed' | 401 | 403;

/** `readToken` and `writeToken`: the user's personal access tokens, sent with no cookie. */
export type Role = 'anonymous' | 'user' | 'otherUser' | 'admin' | 'readToken' | 'writeToken';

export interface AccessRow {
  access: Record<Role, Outcome>;
  /** A well-formed call, so an answer shows the guard's decision, not a validation failure. */
  request?: (subjects: AccessSubjects) => { url?: string; payload?: unknown; headers?: object };
}

export interface AccessSubjects {
  /** The user whose data the calls aim at. */
  ownerId: string;
  /** A user the admin acts on, so the owner stays usable. */
  bystanderId: string;
  /** The owner's private calendar feed file, a capability that works without signing in. */
  ownerCalendarFile: string;
}

const PUBLIC: AccessRow['access'] = {
  anonymous: 'allowed',
  user: 'allowed',
  otherUser: 'allowed',
  admin: 'allowed',
  readToken: 'allowed',
  writeToken: 'allowed',
};
/** Signed in on the site: access tokens are refused (decision 236). */
const SIGNED_IN: AccessRow['access'] = {
  anonymous: 401,
  user: 'allowed',
  otherUser: 'allowed',
  admin: 'allowed',
  readToken: 403,
  writeToken: 403,
};
/** Signed in, or with an access token of either scope. */
const READ_BY_TOKEN: AccessRow['access'] = {
  ...SIGNED_IN,
  readToken: 'allowed',
  writeToken: 'allowed',
};
/** Signed in, or with a read-and-write access token. */
const WRITE_BY_TOKEN: AccessRow['access'] = { ...SIGNED_IN, writeToken: 'allowed' };
const ADMIN_ONLY: AccessRow['access'] = {
  anonymous: 401,
  user: 403,
  otherUser: 403,
  admin: 'allowed',
  readToken: 403,
  writeToken: 403,
};
/** Metrics answer only to METRICS_TOKEN, whoever is signed in. */
const TOKEN_ONLY: AccessRow['access'] = {
  anonymous: 401,
  user: 401,
  otherUser: 401,
  admin: 401,
  readToken: 401,
  writeToken: 401,
};
/** The second sign-in step answers only to the challenge cookie the first step set. */
const CHALLENGE_ONLY: AccessRow['access'] = TOKEN_ONLY;

const json = (payload: unknown) => ({ payload, headers: { 'content-type': 'application/json' } });
const WRONG_PASSWORD = 'not-the-password-9';

export const ACCESS_TABLE: Record<string, AccessRow> = {
  'GET /api/health': { access: PUBLIC },
  'GET /api/ready': { access: PUBLIC },
  'GET /api/metrics': { access: TOKEN_ONLY },
  'GET /api/config': { access: PUBLIC },
  'GET /api/catalogue/info': { access: PUBLIC },
  'GET /api/images/:mediaType/:id/:file': {
    access: PUBLIC,
    request: () => ({ url: '/api/images/tv/5114/154-00000000.webp' }),
  },
  'GET /api/catalogue/upcoming': {
    access: PUBLIC,
    request: () => ({ url: '/api/catalogue/upcoming?from=2026-11-28&days=7&page=1' }),
  },
  'GET /api/catalogue/enrichment/:mediaType/:id': {
    access: PUBLIC,
    request: () => ({ url: '/api/catalogue/enrichment/tv/5114' }),
  },
  'GET /api/tmdb-proxy/*': { access: PUBLIC, request: () => ({ url: '/api/tmdb-proxy/tv/1' }) },
  'POST /api/anilist': {
    access: PUBLIC,
    request: () => json({ query: 'query { Viewer { id } }', variables: {} }),
  },
  'POST /api/auth/register': {
    access: PUBLIC,
    request: () => json({ email: 'not-an-address', password: WRONG_PASSWORD, username: 'x' }),
  },
  'POST /api/auth/login': {
    access: PUBLIC,
    request: () => json({ email: 'nobody@example.com', password: WRONG_PASSWORD }),
  },
  'POST /api/auth/logout': { access: PUBLIC },
  'GET /api/auth/session': { access: PUBLIC },
  'POST /api/auth/refresh': { access: SIGNED_IN },
  'POST /api/auth/verification/send': { access: SIGNED_IN },
  'POST /api/auth/action': {
    access: PUBLIC,
    request: () => json({ mode: 'verifyEmail', oobCode: 'no-such-code' }),
  },
  'POST /api/auth/password-reset': {
    access: PUBLIC,
    request: () => json({ email: 'nobody@example.com' }),
  },
  'POST /api/auth/password': {
    access: SIGNED_IN,
    request: () => json({ currentPassword: WRONG_PASSWORD, newPassword: 'another-password-8' }),
  },
  'POST /api/auth/email': {
    access: SIGNED_IN,
    request: () => json({ currentPassword: WRONG_PASSWORD, newEmail: 'moved@example.com' }),
  },
  'GET /api/auth/mfa': { access: SIGNED_IN },
  'POST /api/auth/mfa/totp/enrol': {
    access: SIGNED_IN,
    request: () => json({ currentPassword: WRONG_PASSWORD }),
  },
  'POST /api/auth/mfa/totp/confirm': { access: SIGNED_IN, request: () => json({ code: '000000' }) },
  'POST /api/auth/mfa/totp/disable': { access: SIGNED_IN, request: () => json({ code: '000000' }) },
  'POST /api/auth/mfa/sign-in': { access: CHALLENGE_ONLY, request: () => json({ code: '000000' }) },
  'POST /api/auth/email-link': {
    access: PUBLIC,
    request: () => json({ email: 'nobody@example.com' }),
  },
  'POST /api/auth/email-link/sign-in': {
    access: PUBLIC,
    request: () => json({ oobCode: 'no-such-code' }),
  },
  'GET /api/auth/oidc/result.js': { access: PUBLIC },
  'GET /api/auth/oidc/:providerId/start': {
    access: PUBLIC,
    request: () => ({ url: '/api/auth/oidc/unknown/start?returnTo=%2F' }),
  },
  'POST /api/auth/oidc/:providerId/link': {
    access: SIGNED_IN,
    request: () => ({
      url: '/api/auth/oidc/unknown/link',
      ...json({ currentPassword: WRONG_PASSWORD, display: 'popup', returnTo: '/profile' }),
    }),
  },
  'GET /api/auth/oidc/callback': { access: PUBLIC },
  'GET /api/auth/ways': { access: PUBLIC },
  'GET /api/auth/ways/linked': { access: SIGNED_IN },
  'POST /api/auth/ways/unlink': {
    access: SIGNED_IN,
    request: () => json({ wayId: 'unknown', currentPassword: WRONG_PASSWORD }),
  },
  'POST /api/auth/phone/sign-in/code': {
    access: PUBLIC,
    request: () => json({ phoneNumber: '+15555550100' }),
  },
  'POST /api/auth/phone/sign-in': {
    access: PUBLIC,
    request: () =>
      json({ verificationId: 'no-such-id', code: '000000', currentPassword: WRONG_PASSWORD }),
  },
  'POST /api/auth/phone/link/code': {
    access: SIGNED_IN,
    request: () => json({ phoneNumber: '+15555550100' }),
  },
  'POST /api/auth/phone/link': {
    access: SIGNED_IN,
    request: () => json({ verificationId: 'no-such-id', code: '000000' }),
  },
  'GET /api/users/me': { access: READ_BY_TOKEN },
  'PATCH /api/users/me': {
    access: SIGNED_IN,
    request: () => json({ 'profile.username': 'Renamed' }),
  },
  'DELETE /api/users/me': {
    access: SIGNED_IN,
    request: () => json({ currentPassword: WRONG_PASSWORD }),
  },
  'PUT /api/users/me/display-name': {
    access: SIGNED_IN,
    request: () => json({ displayName: 'Renamed' }),
  },
  'GET /api/users/me/photo': { access: SIGNED_IN },
  'PUT /api/users/me/photo': {
    access: SIGNED_IN,
    request: () => ({ payload: 'not a picture', headers: { 'content-type': 'image/png' } }),
  },
  'DELETE /api/users/me/photo': { access: SIGNED_IN },
  'GET /api/admin/users': { access: ADMIN_ONLY },
  'POST /api/admin/users/:uid/disable': {
    access: ADMIN_ONLY,
    request: ({ bystanderId }) => ({ url: `/api/admin/users/${bystanderId}/disable` }),
  },
  'POST /api/admin/users/:uid/enable': {
    access: ADMIN_ONLY,
    request: ({ bystanderId }) => ({ url: `/api/admin/users/${bystanderId}/enable` }),
  },
  'POST /api/admin/users/:uid/verify': {
    access: ADMIN_ONLY,
    request: ({ bystanderId }) => ({ url: `/api/admin/users/${bystanderId}/verify` }),
  },
  'GET /api/admin/outbox': { access: ADMIN_ONLY },
  'GET /api/admin/stats': { access: ADMIN_ONLY },
  'GET /api/admin/catalogue': { access: ADMIN_ONLY },
  'GET /api/admin/mail-counts': { access: ADMIN_ONLY },
  'GET /api/lists': { access: READ_BY_TOKEN },
  'PUT /api/lists/:type/:id': {
    access: WRITE_BY_TOKEN,
    request: () => ({ url: '/api/lists/tv/1', ...json({ status: 'dropped' }) }),
  },
  'PUT /api/lists/:type/:id/seasons/:season': {
    access: WRITE_BY_TOKEN,
    request: () => ({ url: '/api/lists/tv/1/seasons/1', ...json({ status: 'dropped' }) }),
  },
  'DELETE /api/lists/:type/:id': {
    access: WRITE_BY_TOKEN,
    request: () => ({ url: '/api/lists/tv/1' }),
  },
  'GET /api/lists/events': { access: SIGNED_IN },
  'GET /api/lists/export': { access: READ_BY_TOKEN },
  'POST /api/lists/import': {
    access: WRITE_BY_TOKEN,
    request: () => ({ url: '/api/lists/import?format=tsuzuki', ...json({ items: [] }) }),
  },
  'GET /api/lists/calendar': { access: SIGNED_IN },
  'POST /api/lists/calendar/rotate': { access: SIGNED_IN },
  'GET /api/calendar/:file': {
    access: PUBLIC,
    request: ({ ownerCalendarFile }) => ({ url: `/api/calendar/${ownerCalendarFile}` }),
  },
  'GET /api/profile/tokens': { access: SIGNED_IN },
  'POST /api/profile/tokens': {
    access: SIGNED_IN,
    request: () => json({ name: 'Matrix', scope: 'read', currentPassword: WRONG_PASSWORD }),
  },
  'DELETE /api/profile/tokens/:id': {
    access: SIGNED_IN,
    request: () => ({ url: '/api/profile/tokens/no-such-token' }),
  },
  'GET /api/docs': { access: PUBLIC },
  'GET /api/docs/json': { access: PUBLIC },
  'GET /api/docs/yaml': { access: PUBLIC },
  'GET /api/docs/static/index.html': { access: PUBLIC },
  'GET /api/docs/static/swagger-initializer.js': { access: PUBLIC },
  'GET /api/docs/static/*': {
    access: PUBLIC,
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },
  'GET /api/docs/*': { access: PUBLIC, request: () => ({ url: '/api/docs/index.css' }) },
  'GET /api/stats': { access: READ_BY_TOKEN },
  'GET /api/stats/summary.png': { access: READ_BY_TOKEN },
  'GET /api/alerts': { access: SIGNED_IN },
  'PATCH /api/alerts': { access: SIGNED_IN, request: () => json({ includePlanToWatch: false }) },
  'GET /api/alerts/push-key': { access: SIGNED_IN },
  'POST /api/alerts/push-subscriptions': {
    access: SIGNED_IN,
    request: () =>
      json({ endpoint: 'https://push.example.com/send/1', keys: { p256dh: 'key', auth: 'auth' } }),
  },
  'DELETE /api/alerts/push-subscriptions': {
    access: SIGNED_IN,
    request: () => json({ endpoint: 'https://push.example.com/send/1' }),
  },
  'POST /api/alerts/test': { access: SIGNED_IN, request: () => json({ channel: 'email' }) },
  'GET /api/alerts/webhook-secret': { access: SIGNED_IN },
  'POST /api/alerts/webhook-secret/rotate': { access: SIGNED_IN },
  'PUT /api/alerts/mutes/:type/:id': {
    access: SIGNED_IN,
    request: () => ({ url: '/api/alerts/mutes/tv/1' }),
  },
  'DELETE /api/alerts/mutes/:type/:id': {
    access: SIGNED_IN,
    request: () => ({ url: '/api/alerts/mutes/tv/1' }),
  },
  'GET /api/profile/scrobble': { access: SIGNED_IN },
  'POST /api/profile/scrobble': { access: SIGNED_IN },
  'DELETE /api/profile/scrobble': { access: SIGNED_IN },
  'GET /api/profile/scrobble/log': { access: SIGNED_IN },
  'POST /api/profile/scrobble/log/:id/choice': {
    access: SIGNED_IN,
    request: () => ({
      url: '/api/profile/scrobble/log/no-such-event/choice',
      ...json({ media_type: 'tv', id: 1 }),
    }),
  },
  'GET /api/profile/scrobble/mappings/:type/:id': {
    access: SIGNED_IN,
    request: () => ({ url: '/api/profile/scrobble/mappings/tv/1' }),
  },
  'PUT /api/profile/scrobble/mappings/:type/:id': {
    access: SIGNED_IN,
    request: () => ({ url: '/api/profile/scrobble/mappings/tv/1', ...json({}) }),
  },
  /** The secret in the address is the credential: an unknown one answers 404 to anyone. */
  'POST /api/scrobble/:token': {
    access: PUBLIC,
    request: () => ({ url: '/api/scrobble/no-such-token', ...json({}) }),
  },
  'POST /api/getRecommendations': {
    access: SIGNED_IN,
    request: () => json({ lists: [] }),
  },
};
