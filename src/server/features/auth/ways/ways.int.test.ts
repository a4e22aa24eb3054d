import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../../shared/api-error';
import type { LinkedWaysResponse } from '../../../../shared/sign-in-ways-api';
import { createTestApp, ManualClock, type TestApp } from '../../../testing/test-app';
import { DIALECTS } from '../../../testing/test-databases';
import { signInAs, signUp, withSession } from '../auth-test-helpers';

describe.each(DIALECTS)('linked sign-in ways on %s', (dialect) => {
  let testApp: TestApp;
  afterEach(async () => {
    await testApp.close();
  });

  it('lists the password and linked providers, and unlinks any but the last', async () => {
    testApp = await createTestApp(dialect, {
      OIDC_PROVIDERS: JSON.stringify([
        { id: 'keycloak', name: 'Keycloak', issuer: 'https://id.example.org', clientId: 'c' },
      ]),
    });
    const { app, database } = testApp;
    const user = await signUp(app);
    const waysOf = async () =>
      (await app.inject({ url: '/api/auth/ways/linked', ...withSession(user.token) }))
        .json<LinkedWaysResponse>()
        .ways.map((way) => [way.id, way.label]);
    const unlink = (wayId: string, currentPassword = user.password) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/ways/unlink',
        ...withSession(user.token),
        payload: { wayId, currentPassword },
      });

    expect(await waysOf()).toEqual([['password', 'Password']]);
    const last = await unlink('password');
    expect(last.statusCode).toBe(409);
    expect(last.json<ApiErrorBody>().error.code).toBe('last-sign-in-way');

    await database.db
      .insertInto('linked_identities')
      .values({
        provider: 'oidc:keycloak',
        subject: 'kc-1',
        user_id: user.uid,
        email: user.email,
        created_at: 1,
      })
      .execute();
    expect(await waysOf()).toEqual([
      ['password', 'Password'],
      ['oidc:keycloak|kc-1', 'Keycloak'],
    ]);
    expect((await unlink('oidc:someone-else|x')).statusCode).toBe(404);
    // Removing the password with a borrowed session alone is refused (S-04).
    const guessed = await unlink('password', 'not-the-password');
    expect(guessed.json<ApiErrorBody>().error.code).toBe('wrong-password');
    expect(await waysOf()).toHaveLength(2);
    expect((await unlink('password')).statusCode).toBe(204);
    expect((await signInAs(app, user.email)).statusCode).toBe(400);
    expect(await waysOf()).toEqual([['oidc:keycloak|kc-1', 'Keycloak']]);
    expect((await unlink('oidc:keycloak|kc-1')).json<ApiErrorBody>().error.code).toBe(
      'last-sign-in-way',
    );
  });

  it('lets an account without a password unlink only within five minutes of signing in', async () => {
    const clock = new ManualClock();
    testApp = await createTestApp(dialect, {}, { clock });
    const { app, database } = testApp;
    const user = await signUp(app);
    for (const [provider, subject] of [
      ['oidc:keycloak', 'kc-2'],
      ['phone', '+4915112345678'],
    ] as const) {
      await database.db
        .insertInto('linked_identities')
        .values({ provider, subject, user_id: user.uid, email: null, created_at: 1 })
        .execute();
    }
    await database.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', user.uid)
      .execute();
    const unlinkPhone = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/ways/unlink',
        ...withSession(user.token),
        payload: { wayId: 'phone|+4915112345678', currentPassword: '' },
      });
    clock.advance(301_000);
    const stale = await unlinkPhone();
    expect(stale.statusCode).toBe(401);
    expect(stale.json<ApiErrorBody>().error.code).toBe('requires-recent-login');
    clock.advance(-2_000);
    expect((await unlinkPhone()).statusCode).toBe(204);
  });
});
