import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { AccountIdentity } from '../../../shared/profile';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { signUp, TEST_PASSWORD, withSession, type TestUser } from '../auth/auth-test-helpers';

/** A picture of `width`×`height` in the given format, as a camera or editor would send it. */
function picture(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 600, height = 400) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .toFormat(format)
    .toBuffer();
}

describe.each(DIALECTS)('display name and photo on %s', (dialect) => {
  let testApp: TestApp;
  let dataDir: string;
  let ada: TestUser;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-photos-'));
    testApp = await createTestApp(dialect, { DATA_DIR: dataDir });
    ada = await signUp(testApp.app, { username: 'Ada' });
  });
  afterEach(async () => {
    await testApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    token: string | undefined,
    body?: { payload: Buffer | string | object; type: string },
  ) =>
    testApp.app.inject({
      method,
      url,
      ...withSession(token),
      ...(body ? { payload: body.payload, headers: { 'content-type': body.type } } : {}),
    });
  const sessionUser = async (token: string) =>
    (await call('GET', '/api/auth/session', token)).json<{ user: AccountIdentity }>().user;
  const putPhoto = async (token: string, type: string, payload: Buffer | string) =>
    call('PUT', '/api/users/me/photo', token, { payload, type });
  const photoFile = (uid: string) => path.join(dataDir, 'photos', `${uid}.webp`);

  describe('the display name', () => {
    it('is set, trimmed, and cleared with an empty name or null', async () => {
      const named = await call('PUT', '/api/users/me/display-name', ada.token, {
        payload: { displayName: '  Ada Lovelace ' },
        type: 'application/json',
      });
      expect(named.statusCode).toBe(200);
      expect(named.json()).toEqual({ displayName: 'Ada Lovelace', photoURL: null });
      expect((await sessionUser(ada.token)).displayName).toBe('Ada Lovelace');

      for (const displayName of ['   ', null]) {
        const cleared = await call('PUT', '/api/users/me/display-name', ada.token, {
          payload: { displayName },
          type: 'application/json',
        });
        expect(cleared.json<AccountIdentity>().displayName).toBeNull();
      }
      expect((await sessionUser(ada.token)).displayName).toBeNull();
    });

    it.each([[{ displayName: 'x'.repeat(101) }], [{}], [{ displayName: 7 }], [{ name: 'Ada' }]])(
      'refuses %j with 400',
      async (payload) => {
        const response = await call('PUT', '/api/users/me/display-name', ada.token, {
          payload,
          type: 'application/json',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>().error.code).toBe('invalid-argument');
      },
    );
  });

  describe('the photo', () => {
    it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
      'takes a %s, keeps a 256×256 WebP of it in the data folder and serves it back',
      async (format) => {
        const response = await putPhoto(ada.token, `image/${format}`, await picture(format));
        expect(response.statusCode).toBe(200);
        const { photoURL } = response.json<AccountIdentity>();
        expect(photoURL).toMatch(/^\/api\/users\/me\/photo\?v=[0-9a-f]{16}$/);
        expect((await sessionUser(ada.token)).photoURL).toBe(photoURL);
        expect(fs.existsSync(photoFile(ada.uid))).toBe(true);

        const served = await call('GET', photoURL ?? '', ada.token);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
        const stored = await sharp(served.rawPayload).metadata();
        expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({
          format: 'webp',
          width: 256,
          height: 256,
        });
      },
    );

    it('drops the camera’s metadata, applying its orientation rather than keeping it', async () => {
      const portrait = await sharp(await picture('jpeg', 300, 200))
        .withExif({ IFD0: { Make: 'Example Camera', Copyright: 'Ada' } })
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      const response = await putPhoto(ada.token, 'image/jpeg', portrait);
      expect(response.statusCode).toBe(200);
      const served = await call('GET', '/api/users/me/photo', ada.token);
      const stored = await sharp(served.rawPayload).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
    });

    it.each([
      ['image/bmp', 'BM....'],
      ['text/plain', 'hello'],
      ['application/json', '{"photo":"x"}'],
    ])('refuses a %s body with 415 and says which types it takes', async (type, payload) => {
      const response = await putPhoto(ada.token, type, payload);
      expect(response.statusCode).toBe(415);
      expect(response.json<ApiErrorBody>().error).toMatchObject({
        code: 'unsupported-media-type',
        message: 'The photo must be a JPEG, PNG, WebP or GIF image.',
      });
    });

    it('refuses bytes that are not the image their type says, with 400', async () => {
      for (const [type, payload] of [
        ['image/png', Buffer.from('not a picture at all')],
        ['image/jpeg', await picture('png')],
        ['image/png', (await picture('png')).subarray(0, 60)],
      ] as const) {
        const response = await putPhoto(ada.token, type, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>().error.code).toBe('invalid-photo');
      }
      expect(fs.existsSync(photoFile(ada.uid))).toBe(false);
      expect((await sessionUser(ada.token)).photoURL).toBeNull();
    });

    it('refuses a file over 5 MB with 413 before reading it', async () => {
      const response = await putPhoto(ada.token, 'image/png', Buffer.alloc(5 * 1024 * 1024 + 1));
      expect(response.statusCode).toBe(413);
      expect(response.json<ApiErrorBody>().error).toMatchObject({
        code: 'payload-too-large',
        message: 'The photo must be at most 5 MB.',
      });
    });

    it('is removed on request, and answers 404 when there is none', async () => {
      await putPhoto(ada.token, 'image/png', await picture('png'));
      const removed = await call('DELETE', '/api/users/me/photo', ada.token);
      expect(removed.json()).toEqual({ displayName: 'Ada', photoURL: null });
      expect(fs.existsSync(photoFile(ada.uid))).toBe(false);
      const served = await call('GET', '/api/users/me/photo', ada.token);
      expect(served.statusCode).toBe(404);
    });

    it('is each user’s own: another user gets theirs, or none', async () => {
      await putPhoto(ada.token, 'image/png', await picture('png'));
      const grace = await signUp(testApp.app, { username: 'Grace' });
      expect((await call('GET', '/api/users/me/photo', grace.token)).statusCode).toBe(404);
      expect((await sessionUser(grace.token)).photoURL).toBeNull();
    });

    it('goes with the account', async () => {
      await putPhoto(ada.token, 'image/png', await picture('png'));
      const deleted = await call('DELETE', '/api/users/me', ada.token, {
        payload: { currentPassword: TEST_PASSWORD },
        type: 'application/json',
      });
      expect(deleted.statusCode).toBe(204);
      expect(fs.existsSync(photoFile(ada.uid))).toBe(false);
    });

    it('refuses anonymous callers with 401', async () => {
      for (const response of [
        await putPhoto('', 'image/png', await picture('png')),
        await call('GET', '/api/users/me/photo', undefined),
        await call('DELETE', '/api/users/me/photo', undefined),
        await call('PUT', '/api/users/me/display-name', undefined, {
          payload: { displayName: 'Eve' },
          type: 'application/json',
        }),
      ]) {
        expect(response.statusCode).toBe(401);
      }
    });
  });
});
