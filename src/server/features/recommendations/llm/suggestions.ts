import { z } from 'zod';
import { LlmUnusableError } from './llm-error';

/** The most suggestions read from one answer; the rest would only cost catalogue lookups. */
export const MAX_SUGGESTIONS = 20;
const MAX_REASON_LENGTH = 200;

const suggestionSchema = z.object({
  title: z.string().trim().min(1).max(300),
  year: z.number().int().min(1900).max(2100).nullable().optional(),
  media_type: z.enum(['tv', 'movie']),
  tmdb_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  reason: z.string().trim().min(1).max(1000),
});

const answerSchema = z.object({ recommendations: z.array(suggestionSchema).min(1) });

export interface Suggestion {
  title: string;
  year: number | null;
  media_type: 'tv' | 'movie';
  id: number | null;
  reason: string;
}

/** A single reply line: the model's reason, cut at a word so a card stays one line or two. */
function oneLine(reason: string): string {
  const line = reason.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_REASON_LENGTH) return line;
  const cut = line.slice(0, MAX_REASON_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_REASON_LENGTH - 20))}…`;
}

/**
 * The model's suggestions, read strictly: the content must be the JSON object the prompt asks
 * for (a Markdown code fence around it is the one liberty allowed, as many models add one).
 */
export function parseSuggestions(content: string): Suggestion[] {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*\n?/i, '')
    .replace(/\n?```$/, '');
  let json: unknown;
  try {
    json = JSON.parse(unfenced);
  } catch {
    throw new LlmUnusableError('malformed', 'gave content that is not JSON');
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new LlmUnusableError(
      'malformed',
      `gave JSON without the asked shape (${issue?.path.join('.') || 'root'}: ${issue?.message ?? 'invalid'})`,
    );
  }
  return parsed.data.recommendations.slice(0, MAX_SUGGESTIONS).map((suggestion) => ({
    title: suggestion.title,
    year: suggestion.year ?? null,
    media_type: suggestion.media_type,
    id: suggestion.tmdb_id ?? null,
    reason: oneLine(suggestion.reason),
  }));
}
