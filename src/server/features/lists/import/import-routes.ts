import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, importQuerySchema, type ImportLine } from '../../../../shared/lists-api';
import { HttpError, badRequest } from '../../../http/http-error';
import { parseRequest } from '../../../http/validation';
import { countAttempt } from '../../auth/auth-limits';
import { z } from 'zod';
import { publicRoute } from '../../api-docs/public-route';
import { requireCaller } from '../../auth/session-guard';
import type { UserRow } from '../../auth/users';
import type { ListsContext } from '../lists-context';
import { openCatalogueIds } from '../open-catalogue-ids';
import { BUILT_IMPORT_WORKER, WorkerParser } from './parse-in-worker';
import { CatalogueNames } from './catalogue-names';
import { runImport } from './run-import';

/** What the exports are sent as: MyAnimeList's .xml or .xml.gz, AniList's and our .json. */
const IMPORT_CONTENT_TYPES = [
  'application/xml',
  'text/xml',
  'application/gzip',
  'application/x-gzip',
  'application/json',
];
/** Each import may mean thousands of catalogue look-ups. */
const IMPORTS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

export interface ImportOptions {
  /** The offline catalogue file (CATALOGUE_FILE), whose ids the import matches by. */
  catalogueFile: string;
  /** The import worker's script; by default the built server's sibling file. */
  workerFile?: () => Promise<string>;
}

/** The file itself, before any work on it; an empty or missing body is a plain 400. */
function uploadedBytes(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw badRequest('Send the exported file as the request body.');
  }
  return body;
}

/**
 * POST /api/lists/import?format=mal|anilist|tsuzuki with the exported file as the body (up to
 * 10 MB here only). The file is read whole first, in a worker thread (decision 155), so a bad
 * file is a plain 400; then the answer streams NDJSON: progress lines and a final report.
 */
export async function importRoutes(
  app: FastifyInstance,
  context: ListsContext,
  options: ImportOptions,
): Promise<void> {
  const { services } = context;
  const limiter = services.rateLimits.limit('imports-by-user', {
    limit: IMPORTS_PER_HOUR,
    windowMs: HOUR_MS,
  });
  const parser = new WorkerParser(
    options.workerFile ?? (() => Promise.resolve(BUILT_IMPORT_WORKER)),
  );
  const names = new CatalogueNames(options.catalogueFile, (built) =>
    app.log.info(built, 'import: catalogue name index built'),
  );
  const running = new Set<string>();
  /** The account each counted attempt belongs to, from the hook that counted it. */
  const attempts = new WeakMap<FastifyRequest, UserRow>();

  await app.register((scope, _options, done) => {
    // Only this route takes raw files; everywhere else keeps the JSON body parser.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      IMPORT_CONTENT_TYPES,
      { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Every attempt counts, refused ones too: a refused file costs the reading all the same. So the
    // count comes before the body is read, and strangers are turned away before sending 10 MB.
    scope.addHook('preParsing', async (request, reply, payload) => {
      const { user } = await requireCaller(services, request, reply);
      await countAttempt([[limiter, user.id]], 'Too many imports. Please try again later.');
      attempts.set(request, user);
      return payload;
    });

    scope.post(
      '/api/lists/import',
      {
        bodyLimit: IMPORT_MAX_BYTES,
        compress: false,
        ...publicRoute({
          tag: 'Lists',
          tokens: true,
          summary: 'Import a MyAnimeList, AniList or Tsuzuki export file',
          description:
            'Send the file as the body (XML, JSON or gzip). The answer streams one JSON line per step, then a summary.',
          operationId: 'importList',
          querystring: importQuerySchema,
          responses: {
            200: {
              description:
                'One JSON object a line: `{type: "progress", done, total}` lines, then `{type: "report", matched, unmatched, skipped}` or `{type: "error", message}`.',
              content: { 'application/x-ndjson': { schema: z.string() } },
            },
          },
          errors: {
            409: 'An import is already running for this account.',
            413: 'The file is larger than 10 MB.',
            429: 'Too many imports; try again later.',
          },
        }),
      },
      async (request, reply) => {
        const user = attempts.get(request);
        if (!user) throw new Error('the import attempt was not counted');
        const { format } = parseRequest(importQuerySchema, request.query, 'query');
        if (running.has(user.id)) {
          throw new HttpError(
            409,
            'import-running',
            'An import is already running for this account. Wait for it to finish.',
          );
        }
        const body = uploadedBytes(request.body);
        running.add(user.id);
        let parsed;
        try {
          parsed = await parser.parse({ format, body, now: services.clock.now() });
        } catch (error) {
          running.delete(user.id);
          throw error;
        }

        const stream = new PassThrough();
        // A reader who leaves early must not stop the import, nor crash on the next line.
        stream.on('error', () => undefined);
        const emit = (line: ImportLine) => {
          if (!stream.destroyed && !stream.writableEnded) stream.write(`${JSON.stringify(line)}\n`);
        };
        const ids = openCatalogueIds(options.catalogueFile, request.log);
        void runImport({
          context,
          userId: user.id,
          parsed,
          emit,
          log: request.log,
          ids,
          names: () => names.index(),
        })
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'import failed');
            emit({
              type: 'error',
              message:
                'The import stopped because of a problem on our side. Titles already imported stay.',
            });
          })
          .finally(() => {
            ids?.close();
            running.delete(user.id);
            stream.end();
          });
        return reply
          .type('application/x-ndjson; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('X-Accel-Buffering', 'no')
          .send(stream);
      },
    );
    done();
  });
}
