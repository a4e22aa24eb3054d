import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppDatabase } from './db/connect';
import { healthRoutes } from './features/health/routes';
import { instanceRoutes } from './features/instance/routes';
import { requireApiKey } from './http/api-key';
import { registerClientFiles } from './http/client-files';
import { registerErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';

export interface AppDependencies {
  config: Config;
  database: AppDatabase;
}

const BODY_LIMIT_BYTES = 1_048_576;
const SLOW_REQUEST_MS = 1000;

export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Per-request info lines would dominate CPU at the throughput budgets; see onResponse below.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const slow = reply.elapsedTime > SLOW_REQUEST_MS;
    const level = reply.statusCode >= 500 || slow ? 'warn' : 'debug';
    request.log[level](
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'request completed',
    );
  });

  registerErrorHandling(app);
  const secure = config.publicUrl?.startsWith('https://') ?? false;
  await registerSecurityHeaders(app, secure);
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs far more CPU than it saves on dynamic JSON.
    brotliOptions: { params: { [2 /* BROTLI_PARAM_QUALITY */]: 4 } },
  });

  if (config.runtime.apiKey) requireApiKey(app, config.runtime.apiKey);
  healthRoutes(app, database);
  instanceRoutes(app, config);
  await registerClientFiles(app, config.clientDir);
  return app;
}
