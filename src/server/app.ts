import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { COMPRESSION_OPTIONS } from './compression';
import type { Config } from './config';
import type { AppDatabase } from './db/connect';
import { systemClock, type Clock } from './features/auth/clock';
import type { ScryptCost } from './features/auth/passwords';
import { registerAccounts } from './features/auth/register-accounts';
import { liveAccount } from './features/auth/session-guard';
import { anilistRoutes } from './features/anilist/routes';
import { createAnilistClient } from './features/anilist/anilist-client';
import { adminCatalogueRoutes } from './features/admin/catalogue-route';
import { registerApiDocs } from './features/api-docs/register-api-docs';
import { openCatalogue, type CatalogueUpdateOptions } from './features/catalogue/open-catalogue';
import { detailOpenings } from './features/catalogue/detail-opening';
import { serializedAnswers } from './features/catalogue/kept-answers';
import { catalogueRoutes } from './features/catalogue/routes';
import { healthRoutes } from './features/health/routes';
import { PictureService } from './features/images/picture-service';
import { imageRoutes } from './features/images/routes';
import { metricsRoutes } from './features/metrics/routes';
import { openMetadata } from './features/metadata/open-metadata';
import { instanceRoutes, publicConfigOf } from './features/instance/routes';
import { registerLists } from './features/lists/register-lists';
import { registerRecommendations } from './features/recommendations/register-recommendations';
import type { AlertScheduler } from './features/alerts/alert-scheduler';
import { registerAlerts } from './features/alerts/register-alerts';
import type { ListChangeTiming } from './features/alerts/list-change-webhooks';
import { registerStats } from './features/stats/register-stats';
import { anonymousCallLimit } from './http/anonymous-call-limit';
import { requireApiKey } from './http/api-key';
import { registerClientFiles } from './http/client-files';
import { cutOffIdleBodies } from './http/body-idle-limit';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { closeConnectionsWhenClosing } from './http/graceful-close';
import { registerJsonBodyParser } from './http/json-body';
import { loggableUrl } from './http/loggable-url';
import { requestIdFor } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { createTurnGate, registerTurnGate } from './http/turn-gate';
import { fastifyTrustProxy } from './trust-proxy';
import { CAPTCHA_HOSTS } from '../shared/captcha-provider';

export interface AppDependencies {
  config: Config;
  database: AppDatabase;
  /** Tests move time forward to expire sessions and e-mailed codes. */
  clock?: Clock;
  /** Where log lines go instead of standard output; tests read them. */
  logStream?: { write(line: string): void };
  /** Tests lower the password hashing cost so hundreds of sign-ups stay quick. */
  passwordCost?: ScryptCost;
  /** Told of every route as it is added; the hardening suites list them to fuzz and to check access. */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Tests run the catalogue updater by hand, with a worker they built and shorter limits. */
  catalogueUpdates?: CatalogueUpdateOptions;
  /** Tests run the sources, not the built server: they name the import worker they bundled. */
  importWorkerFile?: () => Promise<string>;
  /** Likewise the catalogue query worker. */
  catalogueQueryWorkerFile?: () => Promise<string>;
  /**
   * The server starts the catalogue's query threads while it builds the app rather than once it
   * listens (decision 455); tests leave them to their first query.
   */
  warmCatalogue?: boolean;
  /** Tests run the airing-alert passes by hand. */
  onAlertScheduler?: (scheduler: AlertScheduler) => void;
  /** Tests cut a silent request body off sooner than the 20 s the server allows. */
  bodyIdleMs?: number;
  /** Tests post list changes after shorter waits than the webhook's own. */
  listChangeTiming?: ListChangeTiming;
}

const BODY_LIMIT_BYTES = 1_048_576;
const SLOW_REQUEST_MS = 1000;

export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, database, logStream } = dependencies;
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestIdFor,
    frameworkErrors: answerFrameworkError,
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Per-request info lines would dominate CPU at the throughput budgets; see onResponse below.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const turnGate = createTurnGate();
  registerTurnGate(app, turnGate);
  const { onRoute } = dependencies;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  closeConnectionsWhenClosing(app);
  cutOffIdleBodies(app, dependencies.bodyIdleMs);
  app.addHook('onResponse', async (request, reply) => {
    const slow = reply.elapsedTime > SLOW_REQUEST_MS;
    const level = reply.statusCode >= 500 || slow ? 'warn' : 'debug';
    request.log[level](
      {
        method: request.method,
        url: loggableUrl(request.url),
        statusCode: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'request completed',
    );
  });

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  const secure = config.publicUrl?.startsWith('https://') ?? false;
  registerSecurityHeaders(app, {
    secure,
    scriptHosts: config.botCheck.enabled ? CAPTCHA_HOSTS : [],
  });
  await app.register(compress, COMPRESSION_OPTIONS);
  await registerApiDocs(app, {
    serverUrl:
      config.publicUrl ??
      (config.runtime.authDomain ? `https://${config.runtime.authDomain}` : undefined),
  });

  if (config.metrics.token) metricsRoutes(app, config.metrics.token, turnGate.held);
  if (config.runtime.apiKey) requireApiKey(app, config.runtime.apiKey);
  instanceRoutes(app, config);
  const metadata = openMetadata(config, database, app.log);
  const catalogue = openCatalogue(
    config,
    app.log,
    dependencies.catalogueUpdates,
    metadata.popularity,
    dependencies.catalogueQueryWorkerFile,
  );
  if (dependencies.warmCatalogue) catalogue.warm();
  // Every consumer reads the catalogue with what Kitsu adds (decision 293).
  const provider = metadata.decorate(catalogue.provider);
  // Updates begin once the server listens: the first answers never wait on them.
  app.addHook('onListen', (done) => {
    catalogue.start();
    metadata.start();
    done();
  });
  app.addHook('onClose', async () => {
    metadata.close();
    await catalogue.close();
  });
  healthRoutes(app, database, provider);
  anilistRoutes(app, createAnilistClient(config.anilist, app.log));
  const accounts = await registerAccounts(app, {
    config,
    database,
    clock: dependencies.clock ?? systemClock,
    catalogueProvider: catalogue.provider.name,
    ...(dependencies.passwordCost ? { passwordCost: dependencies.passwordCost } : {}),
  });
  const catalogueLimit = anonymousCallLimit({
    perMinute: config.catalogue.callsPerMinutePerIp,
    rateLimits: accounts.services.rateLimits,
    signedInAccount: async (request) => (await liveAccount(accounts.services, request))?.uid,
  });
  const attributions = () => [...catalogue.attributions(), ...metadata.attributions()];
  const catalogueAnswers = serializedAnswers(provider);
  catalogueRoutes(app, provider, attributions, {
    anilist: config.anilist.enabled,
    limit: catalogueLimit,
    catalogueFile: config.catalogue.file,
    answers: catalogueAnswers,
  });
  imageRoutes(app, new PictureService({ provider, images: config.images }));
  metadata.routes(app, catalogue.provider, catalogueLimit);
  adminCatalogueRoutes(app, { services: accounts.services, status: catalogue.status });
  const lists = await registerLists(app, {
    database,
    ...accounts,
    catalogue: provider,
    catalogueAnswers,
    catalogueFile: config.catalogue.file,
    importWorkerFile: dependencies.importWorkerFile,
    authSecret: config.signInWays.secret,
  });
  registerStats(app, {
    database,
    services: accounts.services,
    bus: lists.bus,
    names: lists.names,
  });
  registerRecommendations(app, {
    database,
    services: accounts.services,
    catalogue: provider,
    llm: config.llm,
  });
  registerAlerts(app, {
    config,
    database,
    ...accounts,
    catalogue: provider,
    listChanges: lists.local,
    listChangeTiming: dependencies.listChangeTiming,
    onScheduler: dependencies.onAlertScheduler,
  });
  await registerClientFiles(app, config.clientDir, {
    serveSourceMaps: config.serveSourceMaps,
    openingFor: detailOpenings(provider, catalogueAnswers, {
      pictures: config.images.hosts.length > 0,
    }),
    accountFor: (request) => liveAccount(accounts.services, request),
    publicConfig: publicConfigOf(config),
  });
  return app;
}
