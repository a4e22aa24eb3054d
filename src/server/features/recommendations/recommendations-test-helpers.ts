import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { RECOMMENDATIONS_PATH } from '../../../shared/recommendations-api';
import { withSession } from '../auth/auth-test-helpers';

/** Titles of the bundled catalogue the recommendation tests track, by their catalogue ids. */
export const TITLES = {
  gintama: {
    media_type: 'tv',
    id: 918,
    title: 'Gintama',
    genres: ['Action', 'Comedy', 'Historical', 'Parody', 'Samurai', 'Sci-Fi', 'Shounen'],
    vote_average: 9.04,
  },
  clannad: {
    media_type: 'tv',
    id: 2167,
    title: 'Clannad',
    genres: ['Comedy', 'Drama', 'Romance', 'School', 'Slice of Life', 'Supernatural'],
    vote_average: 8.3,
  },
  toradora: {
    media_type: 'tv',
    id: 4224,
    title: 'Toradora!',
    genres: ['Comedy', 'Romance', 'School', 'Slice of Life'],
    vote_average: 8.45,
  },
  steinsGate: {
    media_type: 'tv',
    id: 9253,
    title: 'Steins;Gate',
    genres: ['Sci-Fi', 'Thriller'],
    vote_average: 9.17,
  },
  deathNote: {
    media_type: 'tv',
    id: 1535,
    title: 'Death Note',
    genres: ['Mystery', 'Police', 'Psychological', 'Supernatural', 'Thriller'],
    vote_average: 8.71,
  },
} as const;

export interface TestTitle {
  media_type: 'tv' | 'movie';
  id: number;
  title: string;
  genres: readonly string[];
  vote_average: number;
}

export function listItem(title: TestTitle, status: string) {
  return { ...title, genres: [...title.genres], status };
}

export function askForRecommendations(
  app: FastifyInstance,
  token: string | undefined,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: RECOMMENDATIONS_PATH,
    payload: body as Record<string, unknown>,
    ...withSession(token),
  });
}

/** Tracks the title for the user through the lists API, as the app does. */
export async function trackTitle(
  app: FastifyInstance,
  token: string,
  title: TestTitle,
  status: string,
) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/lists/${title.media_type}/${title.id}`,
    payload: {
      status,
      name: title.title,
      vote_average: title.vote_average,
      genres: title.genres.map((name, index) => ({ id: 1_000_000 + index, name })),
    },
    ...withSession(token),
  });
  if (response.statusCode >= 300) throw new Error(`tracking failed: ${response.body}`);
}
