import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

export const TEST_PASSWORD = 'correct horse battery';

export function uniqueEmail(label = 'viewer'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  username: string;
}

/**
 * Registers through the API inside the browser context, so the context holds the session
 * cookie: journeys that are not about the forms start signed in this way.
 */
export async function registerInContext(
  context: BrowserContext,
  baseUrl: string,
  account: { email?: string; username?: string } = {},
): Promise<TestAccount> {
  const email = account.email ?? uniqueEmail();
  const username = account.username ?? 'Haruka';
  const response = await context.request.post(`${baseUrl}/api/auth/register`, {
    data: { email, password: TEST_PASSWORD, username },
  });
  expect(response.status()).toBe(201);
  const { user } = (await response.json()) as { user: { uid: string } };
  return { uid: user.uid, email, password: TEST_PASSWORD, username };
}

export async function signInInContext(
  context: BrowserContext,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
}

/** Marks onboarding done through the API, for journeys that are not about the overlay. */
export async function completeOnboarding(context: BrowserContext, baseUrl: string): Promise<void> {
  const response = await context.request.patch(`${baseUrl}/api/users/me`, {
    data: { 'profile.onboardingComplete': true },
  });
  expect(response.status()).toBe(200);
}

/** Chromium reports every refused API call on the console; journeys that expect one allow it. */
export function withoutRefusals(errors: string[], ...statuses: number[]): string[] {
  return errors.filter(
    (error) =>
      !statuses.some((status) =>
        error.startsWith(
          `Failed to load resource: the server responded with a status of ${status}`,
        ),
      ),
  );
}
