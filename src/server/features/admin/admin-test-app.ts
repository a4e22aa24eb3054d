import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import type { Dialect } from '../../testing/test-databases';
import { createUserWithId, type TestUser } from '../auth/auth-test-helpers';

export const ADMIN_ID = 'admin-0000000000000000000000';

export interface AdminTestApp {
  testApp: TestApp;
  clock: ManualClock;
  admin: TestUser;
}

/** The whole server with its administrator signed in, on a clock the test moves by hand. */
export async function createAdminTestApp(dialect: Dialect): Promise<AdminTestApp> {
  const clock = new ManualClock();
  const testApp = await createTestApp(dialect, { ADMIN_USER_ID: ADMIN_ID }, { clock });
  const admin = await createUserWithId(testApp.app, testApp.database.db, ADMIN_ID, {
    now: clock.now(),
  });
  return { testApp, clock, admin };
}
