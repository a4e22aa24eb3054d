import { afterEach, beforeEach } from 'vitest';
import { signUp, type TestUser } from '../features/auth/auth-test-helpers';
import { createTestApp, ManualClock, type TestApp } from './test-app';
import type { Dialect } from './test-databases';

export interface SignedInApp {
  testApp: TestApp;
  clock: ManualClock;
  user: TestUser;
}

/**
 * Before each test: a fresh app on the dialect's database, on a hand-moved clock, with one
 * signed-up user; after it, the app closed.
 */
export function withSignedInApp(
  dialect: Dialect,
  started: (app: SignedInApp) => void | Promise<void>,
): void {
  let testApp: TestApp | undefined;
  beforeEach(async () => {
    const clock = new ManualClock();
    testApp = await createTestApp(dialect, {}, { clock });
    await started({ testApp, clock, user: await signUp(testApp.app) });
  });
  afterEach(async () => {
    await testApp?.close();
  });
}
