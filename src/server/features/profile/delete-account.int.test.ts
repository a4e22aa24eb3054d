import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loadServerMessages } from '../../i18n/server-messages';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import { DIALECTS, tablesOf } from '../../testing/test-databases';
import { AccountDataRegistry } from '../auth/account-data';
import {
  latestLinkTo,
  linkParameters,
  sessionCookieOf,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  withSession,
} from '../auth/auth-test-helpers';
import { createAuthServices } from '../auth/auth-services';
import { findUserById } from '../auth/users';
import { OutboxMailer } from '../mail/outbox-mailer';
import { deleteAccount } from './delete-account';
import type { ApiErrorBody } from '../../../shared/api-error';

describe.each(DIALECTS)('account deletion on %s', (dialect) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(dialect);
  });
  afterEach(async () => {
    await testApp.close();
  });

  /** Every row of every table of this database, as text, to search for traces of a user. */
  async function everyRow(): Promise<string> {
    const tables = await tablesOf(testApp.database);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'sessions', 'action_codes', 'mail_outbox']),
    );
    const dumps = await Promise.all(
      tables.map(async (table) => {
        const { rows } = await sql`select * from ${sql.table(table)}`.execute(testApp.database.db);
        return JSON.stringify(rows);
      }),
    );
    return dumps.join('\n');
  }

  const deleteMe = (token: string, currentPassword: string) =>
    testApp.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { currentPassword },
      ...withSession(token),
    });

  it('leaves no row of the user in any table, and ends the session', async () => {
    const doomed = await signUp(testApp.app, { email: uniqueEmail('doomed'), username: 'Doomed' });
    const keeper = await signUp(testApp.app, { email: uniqueEmail('keeper'), username: 'Keeper' });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: doomed.email },
    });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/email',
      payload: { currentPassword: TEST_PASSWORD, newEmail: uniqueEmail('doomed-new') },
      ...withSession(doomed.token),
    });
    const before = await everyRow();
    expect(before).toContain(doomed.uid);

    const response = await deleteMe(doomed.token, TEST_PASSWORD);
    expect(response.statusCode).toBe(204);
    expect(sessionCookieOf(response)?.value).toBe('');

    const after = await everyRow();
    expect(after).not.toContain(doomed.uid);
    expect(after).not.toContain(doomed.email);
    expect(after).not.toContain('doomed-new');
    expect(after).toContain(keeper.uid);
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      ...withSession(doomed.token),
    });
    expect(session.statusCode).toBe(401);
  });

  it('needs the current password', async () => {
    const user = await signUp(testApp.app);
    const response = await deleteMe(user.token, 'not-the-password');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.code).toBe('wrong-password');
    expect(await findUserById(testApp.database.db, user.uid)).toBeDefined();
    expect((await deleteMe(user.token, '')).json<ApiErrorBody>().error.code).toBe('wrong-password');
  });

  it('frees the address for a new account', async () => {
    const user = await signUp(testApp.app);
    await deleteMe(user.token, TEST_PASSWORD);
    const again = await signUp(testApp.app, { email: user.email });
    expect(again.uid).not.toBe(user.uid);
    const link = linkParameters(await latestLinkTo(testApp.database.db, user.email));
    expect(link.mode).toBe('verifyEmail');
  });
});

describe.each(DIALECTS)('account deletion steps on %s', (dialect) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(dialect);
  });
  afterEach(async () => {
    await testApp.close();
  });

  async function servicesFor() {
    const clock = new ManualClock();
    const log = testApp.app.log;
    return createAuthServices({
      config: loadConfig({}),
      database: testApp.database,
      clock,
      log,
      mailer: new OutboxMailer(testApp.database.db, clock, log),
      messages: await loadServerMessages(),
      ownAddress: () => 'http://localhost:3000',
      passwordCost: { N: 2 ** 10, r: 8, p: 1 },
    });
  }

  it('runs features’ steps first, in order, while the profile and account still exist', async () => {
    const user = await signUp(testApp.app);
    const registry = new AccountDataRegistry();
    const seen: string[] = [];
    for (const name of ['tracked titles', 'recommendation history']) {
      registry.addDeletionStep({
        name,
        run: async (trx, userId) => {
          const stillThere = await findUserById(trx, userId);
          seen.push(`${name}: ${stillThere ? 'profile present' : 'profile gone'}`);
        },
      });
    }
    await deleteAccount(
      await servicesFor(),
      registry,
      { user: await userRow(user.uid), authenticatedAt: Date.now() },
      TEST_PASSWORD,
    );
    expect(seen).toEqual([
      'tracked titles: profile present',
      'recommendation history: profile present',
    ]);
    expect(await findUserById(testApp.database.db, user.uid)).toBeUndefined();
  });

  it('rolls every step back when one fails, leaving the account whole', async () => {
    const user = await signUp(testApp.app);
    const registry = new AccountDataRegistry();
    registry.addDeletionStep({
      name: 'sessions early',
      run: async (trx, userId) => {
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      },
    });
    registry.addDeletionStep({
      name: 'broken',
      run: () => Promise.reject(new Error('disk full')),
    });
    await expect(
      deleteAccount(
        await servicesFor(),
        registry,
        { user: await userRow(user.uid), authenticatedAt: Date.now() },
        TEST_PASSWORD,
      ),
    ).rejects.toThrow('disk full');
    expect(await findUserById(testApp.database.db, user.uid)).toBeDefined();
    const sessions = await testApp.database.db
      .selectFrom('sessions')
      .select('user_id')
      .where('user_id', '=', user.uid)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  async function userRow(uid: string) {
    const row = await findUserById(testApp.database.db, uid);
    if (!row) throw new Error('test user missing');
    return row;
  }
});
