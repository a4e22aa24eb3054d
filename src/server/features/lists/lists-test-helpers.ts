import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ListPage } from '../../../shared/lists-api';
import type { TrackedTitle } from '../../../shared/tracked-title';
import { withSession } from '../auth/auth-test-helpers';

/** Helpers the lists integration tests share. */

export function putTitle(
  app: FastifyInstance,
  token: string,
  path: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: `/api/lists/${path}`,
    payload: body,
    ...withSession(token),
  });
}

/** A write that must succeed; answers the item. */
export async function track(
  app: FastifyInstance,
  token: string,
  path: string,
  body: Record<string, unknown>,
): Promise<TrackedTitle> {
  const response = await putTitle(app, token, path, body);
  if (response.statusCode !== 200 && response.statusCode !== 201) {
    throw new Error(`PUT ${path} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<TrackedTitle>();
}

export async function listPage(app: FastifyInstance, token: string, query = ''): Promise<ListPage> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/lists${query}`,
    ...withSession(token),
  });
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/lists${query} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<ListPage>();
}

/** Every page, following nextCursor. */
export async function everyTitle(app: FastifyInstance, token: string, limit = 500) {
  const items: TrackedTitle[] = [];
  let cursor: string | null = null;
  do {
    const page: ListPage = await listPage(
      app,
      token,
      `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
