import type { z } from 'zod';
import { badRequest } from './http-error';

/** Parses a request part at the edge; a mismatch becomes a 400 naming the first bad field. */
export function parseRequest<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  part: 'body' | 'query' | 'params',
): z.infer<Schema> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${part}.${issue.path.join('.')}` : part;
  throw badRequest(`Invalid ${where}: ${issue?.message ?? 'malformed input'}`);
}
