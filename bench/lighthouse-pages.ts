import { signUpThroughApi } from '../e2e/support/signed-up';
import type { LighthousePage } from './lighthouse';

/** Titles of the bundled offline catalogue (MyAnimeList ids), so /mylists has rows to show. */
const TRACKED = [
  { key: 'tv/5114', body: { status: 'watching', name: 'Fullmetal Alchemist: Brotherhood' } },
  { key: 'tv/9253', body: { status: 'watching', name: 'Steins;Gate' } },
  { key: 'movie/199', body: { status: 'planToWatch', title: 'Spirited Away' } },
];

async function call(baseUrl: string, cookie: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
}

/** The spec's four first screens; /mylists as a user who finished onboarding and tracks titles. */
export async function lighthousePages(baseUrl: string): Promise<LighthousePage[]> {
  const { cookie } = await signUpThroughApi(baseUrl, 'lighthouse');
  await call(baseUrl, cookie, 'PATCH', '/api/users/me', { 'profile.onboardingComplete': true });
  for (const title of TRACKED)
    await call(baseUrl, cookie, 'PUT', `/api/lists/${title.key}`, title.body);
  return [
    { label: '/', path: '/' },
    { label: '/discover', path: '/discover' },
    { label: 'detail page', path: '/anime/tv/5114' },
    { label: '/mylists (signed in)', path: '/mylists', cookie },
  ];
}
