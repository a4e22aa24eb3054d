import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ImportLine } from '../../../../shared/lists-api';
import { withSession } from '../../auth/auth-test-helpers';

export type ImportReport = Extract<ImportLine, { type: 'report' }>;

export const importFixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));

export function sendImport(
  app: FastifyInstance,
  token: string,
  format: string,
  body: Buffer | string,
  contentType: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/lists/import?format=${format}`,
    headers: { 'content-type': contentType },
    payload: body,
    ...withSession(token),
  });
}

/** Imports a file through the API and reads its NDJSON answer, failing on anything but a report. */
export async function importThroughApi(
  app: FastifyInstance,
  token: string,
  format: string,
  body: Buffer | string,
  contentType: string,
): Promise<{ lines: ImportLine[]; report: ImportReport }> {
  const response = await sendImport(app, token, format, body, contentType);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
  const lines = response.body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ImportLine);
  const report = lines.at(-1);
  if (report?.type !== 'report') throw new Error(`no report: ${response.body}`);
  return { lines, report };
}
