import { z } from 'zod';
import { SCORE_SCALES } from '../../../shared/score-scale';

/** GET /api/users/me (src/shared/profile.ts), for the OpenAPI document; loose, as it grows. */
export const profileResponseSchema = z
  .object({
    profile: z.looseObject({
      username: z.string(),
      email: z.string(),
      createdAt: z.string().meta({ description: 'ISO 8601.' }),
      onboardingComplete: z.boolean(),
      allowAdult: z.boolean(),
      favouriteGenres: z.array(z.string()),
      favouriteTitles: z.array(
        z.object({ media_type: z.enum(['tv', 'movie']), id: z.number().int(), title: z.string() }),
      ),
      scoreScale: z.enum(SCORE_SCALES).meta({
        description:
          'The scale the user reads and writes their scores in; stored scores are 0–100.',
      }),
    }),
  })
  .meta({ id: 'Profile', description: 'Your profile.' });
