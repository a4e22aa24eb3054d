import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/http-error';

/** Plex names its JSON part `payload`; Emby, when set to send a form, `data`. */
const JSON_FIELDS = new Set(['payload', 'data']);

/** The busboy and @fastify/multipart errors without a status are all about a broken body. */
function unreadable(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) return error as Error;
  const detail = error instanceof Error ? error.message : String(error);
  return badRequest(`The form could not be read: ${detail}.`);
}

async function readParts(request: FastifyRequest, parseJson: (text: string) => unknown) {
  let json: unknown;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      // Settles on an error too: a part cut off mid-way never ends.
      await finished(part.file);
      if (part.file.truncated) {
        throw new HttpError(413, 'payload-too-large', 'The attached file is too large.');
      }
    } else if (JSON_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
      json = parseJson(part.value);
    }
  }
  return json;
}

/**
 * The JSON part of a multipart body, a thumbnail file read to its end and dropped. Every way
 * the body can be broken is a 4xx with a message.
 */
export async function multipartJson(
  request: FastifyRequest,
  parseJson: (text: string) => unknown,
  missing: string,
): Promise<unknown> {
  let json: unknown;
  try {
    json = await readParts(request, parseJson);
  } catch (error) {
    throw unreadable(error);
  }
  if (json === undefined) throw badRequest(missing);
  return json;
}
