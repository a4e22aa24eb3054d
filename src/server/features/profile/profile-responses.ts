import { z } from 'zod';
import { LANGUAGE_TAGS } from '../../../shared/i18n/languages';
import { TITLE_LANGUAGES } from '../../../shared/i18n/title-language';
import { SCORE_SCALES } from '../../../shared/score-scale-choice';

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
      language: z.enum(LANGUAGE_TAGS).nullable().meta({
        description: "The interface's language on every device; null follows the browser's.",
      }),
      titleLanguage: z.enum(TITLE_LANGUAGES).nullable().meta({
        description: "Which of a title's names leads; null is the visitors' default.",
      }),
    }),
  })
  .meta({ id: 'Profile', description: 'Your profile.' });
