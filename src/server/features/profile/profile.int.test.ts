import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { signUp, TEST_PASSWORD, withSession, type TestUser } from '../auth/auth-test-helpers';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { ProfileResponse } from '../../../shared/profile';

describe.each(DIALECTS)('profile on %s', (dialect) => {
  let testApp: TestApp;
  let ada: TestUser;
  beforeEach(async () => {
    testApp = await createTestApp(dialect);
    ada = await signUp(testApp.app, { username: 'Ada' });
  });
  afterEach(async () => {
    await testApp.close();
  });

  const getProfile = (token: string | undefined) =>
    testApp.app.inject({ method: 'GET', url: '/api/users/me', ...withSession(token) });
  const patchProfile = (token: string | undefined, payload: unknown) =>
    testApp.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      payload: payload as Record<string, unknown>,
      ...withSession(token),
    });

  it('reads the signed-in user’s profile', async () => {
    const response = await getProfile(ada.token);
    expect(response.statusCode).toBe(200);
    const { profile } = response.json<ProfileResponse>();
    expect(Date.parse(profile.createdAt)).toBeGreaterThan(0);
    expect(response.json()).toEqual({
      profile: {
        username: 'Ada',
        email: ada.email,
        createdAt: profile.createdAt,
        onboardingComplete: false,
        allowAdult: false,
        favouriteGenres: [],
        favouriteTitles: [],
        scoreScale: 'POINT_10',
        language: null,
        titleLanguage: null,
      },
    });
  });

  it('updates each dotted field on its own, leaving the others', async () => {
    let response = await patchProfile(ada.token, { 'profile.onboardingComplete': true });
    expect(response.json<ProfileResponse>().profile).toMatchObject({
      onboardingComplete: true,
      allowAdult: false,
      username: 'Ada',
    });
    response = await patchProfile(ada.token, { 'profile.allowAdult': true });
    expect(response.json<ProfileResponse>().profile).toMatchObject({
      onboardingComplete: true,
      allowAdult: true,
    });
    response = await patchProfile(ada.token, { 'profile.username': '  Ada L.  ' });
    expect(response.json<ProfileResponse>().profile).toMatchObject({
      username: 'Ada L.',
      allowAdult: true,
    });
    expect((await getProfile(ada.token)).json<ProfileResponse>().profile.username).toBe('Ada L.');
  });

  it('keeps the score scale the user picks, and names the allowed ones for any other', async () => {
    let response = await patchProfile(ada.token, { 'profile.scoreScale': 'POINT_5' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileResponse>().profile.scoreScale).toBe('POINT_5');
    expect((await getProfile(ada.token)).json<ProfileResponse>().profile).toMatchObject({
      scoreScale: 'POINT_5',
      allowAdult: false,
    });

    response = await patchProfile(ada.token, { 'profile.scoreScale': 'STARS' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.message).toContain(
      'POINT_10, POINT_100, POINT_10_DECIMAL, POINT_5, POINT_3',
    );
    expect((await getProfile(ada.token)).json<ProfileResponse>().profile.scoreScale).toBe(
      'POINT_5',
    );
  });

  it('keeps the chosen interface and title languages until set back to none', async () => {
    let response = await patchProfile(ada.token, {
      'profile.language': 'pt-BR',
      'profile.titleLanguage': 'native',
    });
    expect(response.statusCode).toBe(200);
    expect((await getProfile(ada.token)).json<ProfileResponse>().profile).toMatchObject({
      language: 'pt-BR',
      titleLanguage: 'native',
      scoreScale: 'POINT_10',
    });

    response = await patchProfile(ada.token, { 'profile.language': 'pt' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.message).toContain('en, ja, es, pt-BR, fr, de');
    response = await patchProfile(ada.token, { 'profile.titleLanguage': 'Romaji' });
    expect(response.json<ApiErrorBody>().error.message).toContain('romaji, english, native');

    response = await patchProfile(ada.token, { 'profile.language': null });
    expect(response.json<ProfileResponse>().profile).toMatchObject({
      language: null,
      titleLanguage: 'native',
    });
  });

  it.each([
    [{}],
    [{ 'profile.email': 'x@example.com' }],
    [{ 'profile.username': 'A' }],
    [{ 'profile.username': 'x'.repeat(41) }],
    [{ 'profile.allowAdult': 'true' }],
    [{ 'profile.scoreScale': 'point_5' }],
    [{ 'profile.scoreScale': 5 }],
    [{ 'profile.language': 'klingon' }],
    [{ 'profile.language': ['ja'] }],
    [{ 'profile.titleLanguage': 'japanese' }],
    [{ profile: { username: 'Nested' } }],
  ])('refuses %j with 400', async (payload) => {
    const response = await patchProfile(ada.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.code).toBe('invalid-argument');
  });

  it('keeps the onboarding picks on the profile, each once, until replaced', async () => {
    const frieren = { media_type: 'tv', id: 52991, title: 'Frieren' };
    let response = await patchProfile(ada.token, {
      'profile.favouriteGenres': ['Fantasy', 'Drama', 'Fantasy'],
      'profile.favouriteTitles': [frieren, frieren],
    });
    expect(response.statusCode).toBe(200);
    const picked = { favouriteGenres: ['Fantasy', 'Drama'], favouriteTitles: [frieren] };
    expect(response.json<ProfileResponse>().profile).toMatchObject(picked);
    expect((await getProfile(ada.token)).json<ProfileResponse>().profile).toMatchObject(picked);

    response = await patchProfile(ada.token, { 'profile.favouriteGenres': [] });
    expect(response.json<ProfileResponse>().profile).toMatchObject({
      favouriteGenres: [],
      favouriteTitles: [frieren],
    });
  });

  it('refuses picks past their bounds with 400 and the limit named', async () => {
    const response = await patchProfile(ada.token, {
      'profile.favouriteGenres': Array.from({ length: 21 }, (_, index) => `Genre ${index}`),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.message).toContain('at most 20 genres');
  });

  it('refuses anonymous callers with 401 and the spec’s message', async () => {
    for (const response of [
      await getProfile(undefined),
      await patchProfile(undefined, { 'profile.allowAdult': true }),
      await testApp.app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        payload: { currentPassword: TEST_PASSWORD },
      }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiErrorBody>().error.message).toBe('You are not logged in.');
    }
  });

  it('keeps one user’s changes out of another’s profile', async () => {
    const grace = await signUp(testApp.app, { username: 'Grace' });
    await patchProfile(grace.token, { 'profile.username': 'Grace H.', 'profile.allowAdult': true });
    expect((await getProfile(ada.token)).json<ProfileResponse>().profile).toMatchObject({
      username: 'Ada',
      allowAdult: false,
      email: ada.email,
    });
    expect((await getProfile(grace.token)).json<ProfileResponse>().profile).toMatchObject({
      username: 'Grace H.',
      email: grace.email,
    });
  });
});
