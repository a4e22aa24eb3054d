import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ACCESS_TABLE } from '../../hardening/access-table';

/**
 * The site's own plumbing, account management and administration: not part of the public API,
 * so not in the document (decision 238). Every other /api route must be documented; a route
 * added later fails here until it is documented with `publicRoute` or named below with a reason.
 */
const NOT_PUBLIC: [RegExp, string][] = [
  [/^\w+ \/api\/auth\//, 'signing in and managing sign-in ways: the site’s own pages only'],
  [/^\w+ \/api\/admin\//, 'administration, for the instance’s admin on the site'],
  [/^\w+ \/api\/users\/me(\/|$)/, 'account changes (the profile read is documented)'],
  [/^\w+ \/api\/profile\/tokens/, 'access tokens are managed by session only'],
  [/^\w+ \/api\/profile\/scrobble/, 'the scrobbling address and its log, managed by session only'],
  [/^\w+ \/api\/alerts(\/|$)/, 'airing alert settings, managed by session only'],
  [/^\w+ \/api\/docs(\/|$)/, 'the reference itself'],
  [/^GET \/api\/(config|metrics)$/, 'the client’s start-up settings; the operator’s metrics'],
  [/^GET \/api\/lists\/events$/, 'the open site’s live feed of changes'],
  [/^\w+ \/api\/lists\/calendar/, 'managing the calendar feed’s private address'],
  [/^POST \/api\/anilist$/, 'forwards only the site’s own AniList queries'],
  [/^POST \/api\/getRecommendations$/, 'the site’s recommendation screen'],
];

/** OpenAPI writes path parameters as {name} and the wildcard as {path}; Fastify as :name and *. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}

describe('the OpenAPI document', () => {
  let testApp: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(answer.statusCode).toBe(200);
    document = answer.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const documented = (route: string) => {
    const [method = '', url = ''] = route.split(' ');
    return document.paths[openApiPath(url)]?.[method.toLowerCase()];
  };
  const apiRoutes = () =>
    testApp.routes
      .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/'))
      .map((route) => `${route.method} ${route.url}`);

  it('documents every public route the app registers', () => {
    const missing = apiRoutes().filter(
      (route) => !NOT_PUBLIC.some(([pattern]) => pattern.test(route)) && !documented(route),
    );
    expect(
      missing,
      `Public routes missing from /api/docs/json: spread publicRoute({ … }) into their options, or add them to NOT_PUBLIC with a reason`,
    ).toEqual([]);
  });

  it('documents every route an access token may call, with the bearer scheme', () => {
    const tokenRoutes = Object.entries(ACCESS_TABLE)
      .filter(([, row]) => row.access.writeToken === 'allowed' && row.access.anonymous === 401)
      .map(([route]) => route);
    expect(tokenRoutes).toContain('PUT /api/lists/:type/:id');
    for (const route of tokenRoutes) {
      expect(documented(route)?.security, route).toEqual([{ accessToken: [] }]);
    }
    expect(document.components.securitySchemes.accessToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('describes request parts from the zod schemas the handlers parse with', () => {
    const put = JSON.stringify(documented('PUT /api/lists/:type/:id'));
    expect(put).toContain('current_episode');
    expect(put).toContain('planToWatch');
    expect(JSON.stringify(documented('GET /api/lists'))).toContain('cursor');
  });

  it('keeps account management out of the document', () => {
    expect(documented('POST /api/auth/login')).toBeUndefined();
    expect(documented('DELETE /api/users/me')).toBeUndefined();
    expect(documented('POST /api/profile/tokens')).toBeUndefined();
  });

  it('serves the reference page under the app’s own CSP, not the client app', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-initializer.js');
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const script = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(script.statusCode).toBe(200);
  });
});
