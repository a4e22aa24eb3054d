import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../../shared/api-error';
import type { LinkedWaysResponse } from '../../../../shared/sign-in-ways-api';
import { createTestApp, type TestApp } from '../../../testing/test-app';
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
    const unlink = (wayId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/ways/unlink',
        ...withSession(user.token),
        payload: { wayId },
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

    expect((await unlink('password')).statusCode).toBe(204);
    expect((await signInAs(app, user.email)).statusCode).toBe(400);
    expect(await waysOf()).toEqual([['oidc:keycloak|kc-1', 'Keycloak']]);
    expect((await unlink('oidc:keycloak|kc-1')).json<ApiErrorBody>().error.code).toBe(
      'last-sign-in-way',
    );
  });
});
