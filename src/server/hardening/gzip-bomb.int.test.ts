import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-error';
import { MAX_EXPANDED_BYTES } from '../features/lists/import/import-body';
import { importFixture, sendImport } from '../features/lists/import/import-test-helpers';
import { withSignedInApp, type SignedInApp } from '../testing/signed-in-app';

/** S-05: a small gzip upload that unpacks past the import's cap. */
const BOMB = gzipSync(Buffer.alloc(MAX_EXPANDED_BYTES + 1, 32), { level: 9 });

describe('a gzip bomb sent to the import (S-05)', () => {
  let started: SignedInApp;
  withSignedInApp('sqlite', (app) => {
    started = app;
  });

  it('is refused with 413 and a plain message, and each one spends an import of the hour', async () => {
    expect(BOMB.length).toBeLessThan(100 * 1024);
    const { testApp, user } = started;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const refused = await sendImport(testApp.app, user.token, 'mal', BOMB, 'application/gzip');
      expect(refused.statusCode).toBe(413);
      expect(refused.json<ApiErrorBody>().error.message).toBe(
        'The unpacked file is too large to import.',
      );
    }
    const genuine = importFixture('mal-animelist.xml');
    const eleventh = await sendImport(testApp.app, user.token, 'mal', genuine, 'application/xml');
    expect(eleventh.statusCode).toBe(429);
    // Ten files unpacked to the cap in the import worker: seconds on a busy machine.
  }, 60_000);
});
