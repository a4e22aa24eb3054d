import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import createClient, { type Middleware } from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarLink } from '../../../shared/lists-api';
import type { CreatedApiToken } from '../../../shared/api-tokens';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signUp, withSession, type TestUser } from '../auth/auth-test-helpers';
import type { paths } from './generated-api-types';

const PUBLIC_URL = 'https://anime.example.org';
const TYPES_FILE = './generated-api-types.ts';

interface OpenApiOperation {
  operationId?: string;
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** The document's own JSON Schema of an answer, its $refs read in the document itself. */
function answerSchemaRef(path: string, method: string, status: number, mediaType: string) {
  const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
  const pointer = [
    'paths',
    path,
    method,
    'responses',
    String(status),
    'content',
    mediaType,
    'schema',
  ]
    .map(escape)
    .join('/');
  return { $ref: `https://tsuzuki.invalid/openapi.json#/${pointer}` };
}

describe('the API contract', () => {
  let testApp: TestApp;
  let user: TestUser;
  let baseUrl: string;
  let documentText: string;
  let document: OpenApiDocument;
  let token: string;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const checked: string[] = [];

  /** Holds every JSON answer the typed calls get to the document's schema for it. */
  const holdToDocument: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const mediaType = response.headers.get('content-type')?.split(';')[0] ?? '';
      const call = `${request.method} ${schemaPath} ${response.status}`;
      const declared =
        document.paths[schemaPath]?.[request.method.toLowerCase()]?.responses[
          String(response.status)
        ];
      expect(declared, `${call} is not in the document`).toBeDefined();
      if (mediaType !== 'application/json') return undefined;
      const validate = ajv.compile(
        answerSchemaRef(schemaPath, request.method.toLowerCase(), response.status, mediaType),
      );
      const body: unknown = await response.clone().json();
      expect(
        validate(body) ? [] : validate.errors,
        `${call} answered ${JSON.stringify(body)}`,
      ).toEqual([]);
      checked.push(call);
      return undefined;
    },
  };

  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { PUBLIC_URL });
    user = await signUp(testApp.app);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    baseUrl = `http://127.0.0.1:${address.port}`;
    documentText = await (await fetch(`${baseUrl}/api/docs/json`)).text();
    document = JSON.parse(documentText) as OpenApiDocument;
    ajv.addSchema({ ...document, $id: 'https://tsuzuki.invalid/openapi.json' });
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/tokens',
      payload: { name: 'contract', scope: 'read-write', currentPassword: user.password },
      ...withSession(user.token),
    });
    token = created.json<CreatedApiToken>().secret;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('validates with no error under Redocly’s recommended rules', async () => {
    const problems = await lintFromString({
      source: documentText,
      absoluteRef: `${baseUrl}/api/docs/json`,
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    const warnings = problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`);
    // The probes answer 200 or 503, never a 4xx; the project has no licence to name yet.
    expect(warnings.sort()).toEqual([
      'info-license #/info',
      'operation-4xx-response #/paths/~1api~1health/get/responses',
      'operation-4xx-response #/paths/~1api~1ready/get/responses',
    ]);
  });

  it('names each operation and the configured server, never one from the request', async () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.servers).toEqual([{ url: PUBLIC_URL, description: 'This instance' }]);
    const forged = await fetch(`${baseUrl}/api/docs/json`, { headers: { Host: 'evil.example' } });
    expect(await forged.text()).not.toContain('evil.example');
  });

  it('is what the committed generated client types were made from', async () => {
    const generated = astToString(await openapiTS(documentText));
    const formatted = await prettier.format(generated, {
      ...(await prettier.resolveConfig(`${import.meta.dirname}/${TYPES_FILE}`)),
      parser: 'typescript',
    });
    // Deleted, it is written anew by this test after a public route changes.
    await expect(`${TYPES_HEADER}${formatted}`).toMatchFileSnapshot(TYPES_FILE);
  });

  it('serves typed calls from the document, each answer as the document says', async () => {
    const client = createClient<paths>({
      baseUrl,
      headers: { Authorization: `Bearer ${token}` },
    });
    client.use(holdToDocument);

    const added = await client.PUT('/api/lists/{type}/{id}', {
      params: { path: { type: 'tv', id: 209867 } },
      body: { status: 'watching', name: 'Frieren', current_season: 1, current_episode: 3 },
    });
    expect(added.response.status).toBe(201);
    expect(added.data?.current_episode).toBe(3);

    const progressed = await client.PUT('/api/lists/{type}/{id}', {
      params: { path: { type: 'tv', id: 209867 } },
      body: { current_episode: 4 },
    });
    expect(progressed.data?.current_episode).toBe(4);

    const refused = await client.PUT('/api/lists/{type}/{id}', {
      params: { path: { type: 'tv', id: 209867 } },
      body: { current_episode: -1 },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.error.message).toMatch(/current_episode/);

    const page = await client.GET('/api/lists', { params: { query: { limit: 10 } } });
    expect(page.data?.items.map((item) => item.id)).toEqual([209867]);
    expect(page.data?.counts.watching).toBe(1);

    const stats = await client.GET('/api/stats', { params: { query: { timeZone: 'UTC' } } });
    expect(stats.data?.trackedTitles).toBe(1);

    const me = await client.GET('/api/users/me');
    expect(me.data?.profile.email).toBe(user.email);

    const exported = await client.GET('/api/lists/export', {
      params: { query: { format: 'json' } },
    });
    expect(typeof exported.data === 'object' && exported.data.items).toHaveLength(1);

    const info = await client.GET('/api/catalogue/info');
    expect(info.data?.provider).toBe('offline');
    expect((await client.GET('/api/health')).data?.status).toBe('ok');

    const link = await testApp.app.inject({
      method: 'GET',
      url: '/api/lists/calendar',
      ...withSession(user.token),
    });
    const file = new URL(link.json<CalendarLink>().url ?? '').pathname.split('/').at(-1) ?? '';
    const feed = await client.GET('/api/calendar/{file}', {
      params: { path: { file } },
      parseAs: 'text',
    });
    expect(feed.data).toContain('BEGIN:VCALENDAR');
    const gone = await client.GET('/api/calendar/{file}', { params: { path: { file: 'x.ics' } } });
    expect(gone.error?.error.code).toBe('not-found');

    const removed = await client.DELETE('/api/lists/{type}/{id}', {
      params: { path: { type: 'tv', id: 209867 } },
    });
    expect(removed.response.status).toBe(204);

    const stranger = createClient<paths>({
      baseUrl,
      headers: { Authorization: 'Bearer tsz_unknown' },
    });
    stranger.use(holdToDocument);
    expect((await stranger.GET('/api/lists')).response.status).toBe(401);

    expect(checked).toHaveLength(11);
  });
});

const TYPES_HEADER = `/**
 * Generated by openapi-typescript from /api/docs/json in api-contract.int.test.ts, which checks
 * it is current; delete it and run that test to write it anew. Do not edit by hand.
 */
`;
