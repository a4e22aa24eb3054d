import { z } from 'zod';
import type { RecommendationSource } from '../../../shared/recommendations-api';
import { TRACKED_MEDIA_TYPES } from '../../../shared/tracked-title-basics';

const SOURCES = ['llm', 'built-in', 'fallback'] as const satisfies readonly RecommendationSource[];

/**
 * One recommended title as the page reads it. Fields a card can do without get the catalogue's
 * empty values, so a lean answer still shows; any other field passes through untouched.
 */
const recommendedTitleSchema = z.looseObject({
  id: z.number().int(),
  media_type: z.enum(TRACKED_MEDIA_TYPES),
  title: z.string().optional(),
  name: z.string().optional(),
  release_date: z.string().optional(),
  first_air_date: z.string().optional(),
  poster_path: z.string().nullable().default(null),
  genre_ids: z.array(z.number()).default([]),
  original_language: z.string().default(''),
  popularity: z.number().default(0),
  overview: z.string().default(''),
  adult: z.boolean().default(false),
  vote_average: z.number().default(0),
  vote_count: z.number().default(0),
  reason: z.string().default(''),
  source: z.enum(SOURCES).default('built-in'),
});

export type RecommendedTitleAnswer = z.infer<typeof recommendedTitleSchema>;

/** Spec §7: an OK answer may still be "an object with an error" instead of the titles. */
const errorAnswerSchema = z.object({
  error: z.union([z.string(), z.object({ message: z.string() })]),
});

/** An answer the page cannot read: the page says so in the user's language. */
export class UnreadableAnswer extends Error {
  constructor() {
    super('The server answered in a form this page cannot read.');
    this.name = 'UnreadableAnswer';
  }
}

/** The titles of an OK answer; an error object, or anything else, throws with what to show. */
export function readRecommendationAnswer(body: unknown): RecommendedTitleAnswer[] {
  const titles = z.array(recommendedTitleSchema).safeParse(body);
  if (titles.success) return titles.data;
  const refusal = errorAnswerSchema.safeParse(body);
  if (!refusal.success) throw new UnreadableAnswer();
  const { error } = refusal.data;
  const message = (typeof error === 'string' ? error : error.message).trim();
  throw message === '' ? new UnreadableAnswer() : new Error(message);
}
