import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthServices } from '../auth/auth-services';
import { digestOf } from '../auth/secrets';
import { badRequest, notFound } from '../../http/http-error';
import { nestsDeeperThan, MAX_JSON_DEPTH } from '../../http/json-body';
import { z } from 'zod';
import { SCROBBLE_OUTCOMES } from '../../../shared/scrobble-api';
import { COMMON_ERRORS } from '../api-docs/api-error-schema';
import { publicRoute } from '../api-docs/public-route';
import { countAttempt } from '../auth/auth-limits';
import { WrongCredentials } from '../tokens/wrong-credentials';
import { multipartJson } from './multipart-json';
import { readEvent } from './payloads/read-event';
import type { ScrobbleProcessor } from './process-event';
import type { ScrobbleTokenStore } from './scrobble-tokens';

/** A Jellyfin "Send All Properties" body is a few kilobytes; Plex adds a thumbnail part. */
export const WEBHOOK_JSON_MAX_BYTES = 256 * 1024;
const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export const WEBHOOK_CALLS_PER_MINUTE_PER_TOKEN = 60;
/** Wrong addresses from one client, and with one token prefix, before 429 replaces 404. */
export const WRONG_WEBHOOKS_PER_MINUTE_PER_IP = 120;

const TOO_MANY_CALLS = 'Too many webhook calls. Please try again later.';
const NO_WEBHOOK = 'No webhook at this address. It may have been replaced or revoked.';
const NOT_AN_EVENT = 'The body is not a Jellyfin, Plex or Emby webhook event.';

export interface WebhookInput {
  services: AuthServices;
  tokens: ScrobbleTokenStore;
  processor: ScrobbleProcessor;
}

function parseJson(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest(NOT_AN_EVENT);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`${NOT_AN_EVENT} It is not valid JSON.`);
  }
}

/**
 * POST /api/scrobble/{token}: media servers post here, without a session or the CSRF check's
 * headers; the secret token is the credential. Each token and each address is rate-limited.
 */
export function webhookRoute(app: FastifyInstance, input: WebhookInput): void {
  const { services, tokens, processor } = input;
  const perMinute = (name: string, limit: number) =>
    services.rateLimits.limit(name, { limit, windowMs: 60_000 });
  const perToken = perMinute('scrobble-calls-by-token', WEBHOOK_CALLS_PER_MINUTE_PER_TOKEN);
  const wrong = new WrongCredentials(
    perMinute('wrong-scrobble-urls-by-ip', WRONG_WEBHOOKS_PER_MINUTE_PER_IP),
    TOO_MANY_CALLS,
  );
  const owners = new WeakMap<FastifyRequest, string>();

  void app.register(async (scope) => {
    // Only this route reads forms and plain text; everywhere else keeps the JSON parser.
    await scope.register(multipart, {
      limits: {
        fields: 2,
        fieldSize: WEBHOOK_JSON_MAX_BYTES,
        files: 1,
        fileSize: THUMBNAIL_MAX_BYTES,
        parts: 3,
        headerPairs: 100,
      },
    });
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: WEBHOOK_JSON_MAX_BYTES },
      (_request, body, done) => {
        try {
          done(null, parseJson(String(body)));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );

    scope.post<{ Params: { token: string } }>(
      '/api/scrobble/:token',
      {
        ...publicRoute({
          tag: 'Scrobbling',
          tokens: false,
          summary: 'Where Jellyfin, Plex and Emby post watched episodes and films',
          description:
            'The secret in the address, shown on the profile page, is the only credential. Takes the Jellyfin Webhook plugin’s JSON, Plex’s multipart form with its payload part, and Emby’s JSON.',
          operationId: 'postScrobbleEvent',
          responses: {
            200: z
              .object({ outcome: z.enum(SCROBBLE_OUTCOMES), reason: z.string() })
              .describe('What the event did to your lists.'),
          },
          errors: {
            400: NOT_AN_EVENT,
            404: NO_WEBHOOK,
            413: 'The event is larger than a media server sends.',
            429: COMMON_ERRORS.tooMany,
          },
        }),
        bodyLimit: WEBHOOK_JSON_MAX_BYTES,
        onRequest: async (request) => {
          const token = (request.params as { token?: string }).token ?? '';
          await wrong.check(request.ip, token);
          await countAttempt([[perToken, digestOf(token)]], TOO_MANY_CALLS);
          // Strangers are turned away before their body is read.
          const userId = await tokens.userOf(token);
          if (!userId) {
            await wrong.failed(request.ip, token);
            throw notFound(NO_WEBHOOK);
          }
          owners.set(request, userId);
        },
      },
      async (request, reply) => {
        const userId = owners.get(request);
        if (!userId) throw notFound(NO_WEBHOOK);
        // A form that stops half-way is cut off like every other body (decision 362).
        const body: unknown = request.isMultipart()
          ? await multipartJson(request, parseJson, `${NOT_AN_EVENT} It has no "payload" part.`)
          : request.body;
        const event = readEvent(body);
        if (!event) throw badRequest(NOT_AN_EVENT);
        const logged = await processor.process(userId, event, request.log);
        reply.header('Cache-Control', 'no-store');
        return { outcome: logged.outcome, reason: logged.reason };
      },
    );
  });
}
