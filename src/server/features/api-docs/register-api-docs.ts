import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_TOKEN_PREFIX } from '../../../shared/api-tokens';
import { notFound } from '../../http/http-error';
import { parseRequest } from '../../http/validation';
import { BEARER_SCHEME } from './public-route';

export const API_DOCS_PATH = '/api/docs';
/** The contract's version: it changes when a public route changes incompatibly. */
const API_VERSION = '1';

const PARTS = { body: 'body', querystring: 'query', params: 'params' } as const;

/**
 * Route schemas are the zod schemas the handlers parse with; checked here too, a bad request
 * gets the same 400 and message as from the handler, never Fastify's own shape.
 */
const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = PARTS[httpPart as keyof typeof PARTS];
  if (part === undefined) throw new Error(`no validation for the request's ${httpPart}`);
  return (data: unknown) => {
    try {
      parseRequest(schema, data, part);
      return { value: data };
    } catch (error) {
      return { error: error as Error };
    }
  };
};

/**
 * Answers are written as without a schema: their schemas describe them for the document, and
 * the tests hold real answers to the document (api-contract.int.test.ts), so no answer pays for
 * a check at run time nor loses a field a schema does not name yet.
 */
const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);

/**
 * The zod transform lists every schema with an id twice, as read and as written; the document
 * keeps those an operation refers to (only answers do, so far). Changes the fresh document it is
 * given.
 */
function withoutUnusedSchemas<OpenApiDocument extends object>(
  document: OpenApiDocument,
): OpenApiDocument {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas;
  if (!schemas) return document;
  const text = JSON.stringify({ ...document, components: { ...components, schemas: {} } });
  for (const name of Object.keys(schemas)) {
    if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return document;
}

type TransformedRoute = ReturnType<typeof jsonSchemaTransform>;

/**
 * Fastify's wildcard `*` becomes a parameter named `path`: the document's parameter names are
 * words, which linters and client generators read from `{…}` in the path.
 */
function namedWildcard({ schema, url }: TransformedRoute): TransformedRoute {
  if (!url.endsWith('*')) return { schema, url };
  const params = (schema as { params?: { properties?: Record<string, unknown> } }).params;
  const { '*': wildcard, ...named } = params?.properties ?? {};
  const renamed = { ...params, properties: { ...named, path: wildcard }, required: ['path'] };
  return { schema: { ...schema, params: renamed }, url: `${url.slice(0, -1)}{path}` };
}

/**
 * The swagger-ui files, found through the package: the plugin looks for them by its __dirname,
 * which the bundled server (an ES module) does not have.
 */
function swaggerUiFiles(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@fastify/swagger-ui')), 'static');
}

/**
 * The reference's own file names, short ones only; anything else, a name too long for the file
 * system among them, would get the file server's terse 403.
 */
const REFERENCE_PATH = /^\/api\/docs(\/(?!\.)[A-Za-z0-9._-]{1,100})*\/?$/;

function refuseStrangeFileNames(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  if (!request.routeOptions.url?.startsWith(API_DOCS_PATH)) return done();
  const pathname = request.url.split('?')[0] ?? '';
  done(REFERENCE_PATH.test(pathname) ? undefined : notFound('No such page in the API reference.'));
}

const DESCRIPTION = `The calls a script may make on a user's behalf. Create a personal access token on the
profile page (read only, or read and write) and send it as \`Authorization: Bearer ${API_TOKEN_PREFIX}…\`.
A read-only token is refused (403) on any call that changes something; an unknown or revoked token
gets 401. Token calls carry no cookies and need no CSRF headers. Errors always answer
\`{ "error": { "code", "message", "requestId" } }\`.`;

/**
 * The OpenAPI document of the public routes, generated from their zod schemas, at
 * /api/docs/json, and the interactive reference at /api/docs (decision 238). Registered before
 * any route, so that every route's schema reaches the document and the validator.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  { serverUrl }: { serverUrl?: string | undefined } = {},
): Promise<void> {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(plainJsonSerializer);
  app.addHook('onRequest', refuseStrangeFileNames);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Tsuzuki API', version: API_VERSION, description: DESCRIPTION },
      // From the configuration, never a request's Host header; without it, this same server.
      servers: [
        serverUrl
          ? { url: serverUrl, description: 'This instance' }
          : { url: '/', description: 'The server this document is read from' },
      ],
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: `A personal access token from the profile page, starting ${API_TOKEN_PREFIX}.`,
          },
        },
      },
    },
    transform: (input) =>
      input.route.config?.publicApi === true
        ? namedWildcard(jsonSchemaTransform(input))
        : { schema: { hide: true }, url: input.url },
    // Puts the schemas with an id (ApiError, TrackedTitle…) under components.schemas.
    transformObject: (input) => withoutUnusedSchemas(jsonSchemaTransformObject(input)),
  });
  const files = swaggerUiFiles();
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    baseDir: files,
    // Without a logo the plugin reads its own by the __dirname above.
    logo: { type: 'image/svg+xml', content: await readFile(path.join(files, 'logo.svg')) },
    // The validator badge would fetch from a third party, which the page's CSP rightly refuses.
    uiConfig: { validatorUrl: null, tryItOutEnabled: false },
  });
}
