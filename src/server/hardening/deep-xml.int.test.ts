import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-error';
import { sendImport } from '../features/lists/import/import-test-helpers';
import { MAX_XML_DEPTH } from '../features/lists/import/mal-xml';
import { withSignedInApp, type SignedInApp } from '../testing/signed-in-app';

/** Issue 33 finding 7: a `<myanimelist>` export with 200,000 nested tags. */
const DEEP = Buffer.from(
  `<?xml version="1.0"?><myanimelist>${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}</myanimelist>`,
);

describe('deeply nested XML sent to the import', () => {
  let started: SignedInApp;
  withSignedInApp('sqlite', (app) => {
    started = app;
  });

  it('is refused with 400 naming the nesting limit, parsed in the import worker', async () => {
    const { testApp, user } = started;
    const refused = await sendImport(testApp.app, user.token, 'mal', DEEP, 'application/xml');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().error.message).toContain(
      `nests elements more than ${MAX_XML_DEPTH} deep`,
    );
  }, 30_000);
});
