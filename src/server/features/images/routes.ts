import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { POSTER_WIDTHS, type PosterWidth } from '../../../shared/poster-address';
import { HttpError } from '../../http/http-error';
import { parseRequest } from '../../http/validation';
import { publicRoute } from '../api-docs/public-route';
import { PictureUnavailable } from './fetch-picture';
import type { Picture, PictureService } from './picture-service';
import { warmUpResizing } from './resize-picture';

const FILE = new RegExp(`^(${POSTER_WIDTHS.join('|')})-([0-9a-f]{8})\\.webp$`);

const paramsSchema = z.object({
  mediaType: z.enum(['tv', 'movie'], { message: 'must be tv or movie' }),
  id: z.string().regex(/^[1-9]\d{0,9}$/, 'must be a catalogue id'),
  file: z
    .string()
    .regex(FILE, `must be {width}-{version}.webp, the width one of ${POSTER_WIDTHS.join(', ')}`),
});
/** The address is the whole request: nothing may ride along in a query string. */
const querySchema = z.object({}).strict();

/** An address with the title's current version never changes its bytes (decision 300). */
const FOREVER = 'public, max-age=31536000, immutable';
/** An older or unknown version: the current picture, kept briefly until the page asks anew. */
const BRIEFLY = 'public, max-age=300';

/** The one way a picture is answered, from memory or not: the same headers, the same 304. */
function sendPicture(request: FastifyRequest, reply: FastifyReply, picture: Picture) {
  reply.header('Cache-Control', picture.current ? FOREVER : BRIEFLY).header('ETag', picture.etag);
  if (request.headers['if-none-match'] === picture.etag) return reply.status(304).send();
  return reply.type('image/webp').send(picture.bytes);
}

interface PictureParams {
  mediaType: string;
  id: string;
  file: string;
}

const noPicture = () =>
  new HttpError(404, 'not-found', 'This title has no picture to show; the page draws its cover.');

/**
 * GET /api/images/{tv|movie}/{id}/{width}-{version}.webp: a known title's poster from this
 * server, as WebP at one of the widths the screens draw (decisions 300–303). Anything else, and
 * any picture that cannot be had, answers 4xx with a JSON message; never a redirect.
 */
export function imageRoutes(app: FastifyInstance, pictures: PictureService): void {
  if (pictures.enabled) {
    // Loaded right after listen rather than before: the start is not held for libvips, and the
    // first poster (usually a page's, a moment later) finds it loaded.
    app.addHook('onListen', (done) => {
      setImmediate(() => {
        warmUpResizing().catch((error: unknown) => {
          app.log.warn({ err: error }, 'pictures cannot be resized: sharp did not load');
        });
      });
      done();
    });
  }
  app.get<{ Params: PictureParams }>(
    '/api/images/:mediaType/:id/:file',
    {
      /**
       * A hot poster is answered here, after the app's own hooks (security headers, API key)
       * and before the body, validation and handler steps: only an address the service already
       * answered, with nothing in a query string, finds its picture in memory (decision 411).
       */
      onRequest: (request, reply, done) => {
        const { mediaType, id, file } = request.params;
        const hot = request.url.includes('?') ? undefined : pictures.hot(mediaType, id, file);
        if (hot) return void sendPicture(request, reply, hot);
        done();
      },
      // WebP is compressed already: the plugin's per-answer check is all it would add.
      compress: false,
      ...publicRoute({
        tag: 'Catalogue',
        tokens: false,
        summary: 'A title’s poster, resized by this server',
        description:
          'The client builds the address from the title and its `poster_path` (`width` is 154, 308, 342, 513 or 684; `version` is a hash of the `poster_path`). Titles without a picture, or whose picture cannot be fetched, answer 404.',
        operationId: 'getPoster',
        params: paramsSchema,
        querystring: querySchema,
        responses: {
          200: {
            description: 'The poster, as WebP.',
            content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
          },
          304: z
            .null()
            .describe('The picture has not changed since the ETag sent in If-None-Match.'),
        },
        errors: { 404: 'The title has no picture to show, or it cannot be fetched.' },
      }),
    },
    async (request, reply) => {
      const params = parseRequest(paramsSchema, request.params, 'params');
      parseRequest(querySchema, request.query, 'query');
      const [, width, version] = FILE.exec(params.file) ?? [];
      try {
        const picture = await pictures.picture(
          params.mediaType,
          Number(params.id),
          Number(width) as PosterWidth,
          version ?? '',
        );
        return sendPicture(request, reply, picture);
      } catch (error) {
        if (error instanceof PictureUnavailable) {
          request.log.debug({ reason: error.reason }, 'picture unavailable');
          throw noPicture();
        }
        throw error;
      }
    },
  );
}
