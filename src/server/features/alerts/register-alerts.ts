import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import type { AccountDataRegistry } from '../auth/account-data';
import type { AuthServices } from '../auth/auth-services';
import { linkBaseOf } from '../auth/request-context';
import type { CatalogueProvider } from '../catalogue/provider';
import { AlertQueue } from './alert-queue';
import { alertRoutes } from './alert-routes';
import { AlertScheduler } from './alert-scheduler';
import { adminMailCountsRoutes } from './admin-mail-counts-route';
import { AlertMailLimits } from './alert-mail-limits';
import { AlertSender } from './alert-sender';
import { OutboundCalls, TESTS_PER_MINUTE } from './outbound-calls';
import { AlertStore, removeAlertsOf } from './alert-store';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';
import { loadInstanceSecret } from '../auth/keys/instance-secret';
import { SecretBox } from '../auth/keys/secret-box';
import { WebhookSecrets } from './webhook-secrets';
import { webhookSecretRoutes } from './webhook-secret-routes';
import type { LocalListChanges } from '../lists/live/local-list-changes';
import { TrackedTitleStore } from '../lists/tracked-title-store';
import { ListChangeWebhooks, type ListChangeTiming } from './list-change-webhooks';

export interface AlertsInput {
  config: Config;
  database: AppDatabase;
  services: AuthServices;
  registry: AccountDataRegistry;
  catalogue: CatalogueProvider;
  /** This instance's list changes, which the list-change webhook posts. */
  listChanges: LocalListChanges;
  listChangeTiming?: ListChangeTiming | undefined;
  /** Tests run passes by hand. */
  onScheduler?: (scheduler: AlertScheduler) => void;
}

/** Push services accept an https: page or a mailto: address to reach the operator. */
function vapidSubject(config: Config, linkBase: string): string {
  if (config.alerts.vapidSubject) return config.alerts.vapidSubject;
  if (linkBase.startsWith('https://')) return linkBase;
  const address = /<([^>]+)>/.exec(config.mail.from)?.[1] ?? config.mail.from;
  return `mailto:${address}`;
}

/**
 * Airing alerts (issue 18): the settings routes, the durable queue and the pass that fills and
 * empties it. The pass starts once the server listens and stops before the database closes.
 */
export function registerAlerts(app: FastifyInstance, input: AlertsInput): AlertScheduler {
  const { config, database, services } = input;
  const store = new AlertStore(database.db, services.clock);
  const queue = new AlertQueue(database);
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    keys ??= loadVapidKeys(database.db, config.alerts.vapid, services.clock).catch(
      (error: unknown) => {
        keys = undefined;
        throw error;
      },
    );
    return keys;
  };
  const linkBase = () => linkBaseOf(services);
  const mailLimits = new AlertMailLimits(services.rateLimits);
  const webhookSecrets = new WebhookSecrets(
    store,
    new SecretBox(
      () => loadInstanceSecret(database.db, config.signInWays.secret, services.clock),
      'webhook-signing-secret',
    ),
  );
  const outbound = new OutboundCalls(
    services.rateLimits.limit('alert-tests-by-user', {
      limit: TESTS_PER_MINUTE,
      windowMs: 60_000,
    }),
    services.clock,
  );
  const sender = new AlertSender({
    webhookSecrets,
    db: database.db,
    clock: services.clock,
    store,
    queue,
    mailer: services.mailer,
    mailLimits,
    allowPrivateUrls: config.alerts.allowPrivateUrls,
    linkBase,
    messages: services.messages,
    push: {
      keys: vapidKeys,
      subject: vapidSubject(config, linkBase()),
      allowPrivate: config.alerts.allowPrivateUrls,
      forget: (endpoint) => store.forgetEndpoint(endpoint),
      outbound,
    },
  });
  const listChangeWebhooks = new ListChangeWebhooks({
    db: database.db,
    messages: services.messages,
    catalogue: input.catalogue,
    store,
    titles: new TrackedTitleStore(database, () => services.clock.now()),
    secrets: webhookSecrets,
    outbound,
    clock: services.clock,
    allowPrivate: config.alerts.allowPrivateUrls,
    linkBase,
    log: app.log,
    timing: input.listChangeTiming,
  });
  const stopObserving = input.listChanges.observe(listChangeWebhooks);
  const scheduler = new AlertScheduler({
    database,
    catalogue: input.catalogue,
    queue,
    sender,
    clock: services.clock,
    intervalMs: config.alerts.intervalMs,
    log: app.log,
  });
  input.registry.addDeletionStep({ name: 'airing alerts', run: removeAlertsOf });
  alertRoutes(app, {
    services,
    store,
    sender,
    vapidKeys,
    allowPrivateUrls: config.alerts.allowPrivateUrls,
  });
  webhookSecretRoutes(app, services, webhookSecrets);
  adminMailCountsRoutes(app, { services, database, mailLimits });
  app.addHook('onListen', (done) => {
    scheduler.start();
    done();
  });
  app.addHook('preClose', async () => {
    stopObserving();
    await Promise.all([scheduler.stop(), listChangeWebhooks.stop()]);
  });
  input.onScheduler?.(scheduler);
  return scheduler;
}
