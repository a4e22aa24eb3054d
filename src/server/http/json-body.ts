import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/** Far deeper than any body the API reads; deep enough nesting overflows recursive code. */
export const MAX_JSON_DEPTH = 64;

const OPENERS = new Set(['[', '{']);
const CLOSERS = new Set([']', '}']);

/** Whether the JSON text opens more than `limit` arrays or objects inside each other. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] ?? '';
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (OPENERS.has(character)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(character)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning checks), behind a depth check: a
 * deeply nested body parses fine but later overflows the stack of whatever walks it
 * recursively (JSON.stringify, validators), which answered 500 (S-17). A linear scan first
 * refuses it with a clear 400.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new HttpError(
          400,
          'invalid-argument',
          `The request body nests JSON more than ${MAX_JSON_DEPTH} levels deep.`,
        ),
        undefined,
      );
      return;
    }
    void parseJson(request, text, done);
  });
}
