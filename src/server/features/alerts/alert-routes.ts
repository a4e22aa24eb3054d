import type { FastifyInstance } from 'fastify';
import {
  alertMuteParamsSchema,
  alertSettingsUpdateSchema,
  alertTestSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  type AlertSettings,
  type AlertSettingsUpdate,
  type AlertTestResponse,
  type PushKeyResponse,
} from '../../../shared/alerts-api';
import { badRequest } from '../../http/http-error';
import { parseRequest } from '../../http/validation';
import { pageLanguage } from '../../i18n/page-language';
import { checkUserUrl, SafeFetchError } from '../../lib/safe-fetch/safe-fetch';
import type { AuthServices } from '../auth/auth-services';
import { requireSignedIn } from '../auth/session-guard';
import { unverifiedAddress } from './alert-mail-limits';
import type { AlertSender } from './alert-sender';
import type { AlertSettingsChanges, AlertSettingsRow, AlertStore } from './alert-store';
import type { VapidKeys } from './vapid-keys';

export interface AlertRoutesInput {
  services: AuthServices;
  store: AlertStore;
  sender: AlertSender;
  vapidKeys: () => Promise<VapidKeys>;
  allowPrivateUrls: boolean;
}

const PRIVATE_URL =
  'must be a public address: this server does not call addresses inside its own network';

function checkedUrl(url: string, field: string, allowPrivate: boolean): string {
  try {
    return checkUserUrl(url, allowPrivate).toString();
  } catch (error) {
    const reason =
      error instanceof SafeFetchError && error.reason === 'private-address'
        ? PRIVATE_URL
        : 'must be a URL starting with http:// or https://';
    throw badRequest(`Invalid body.${field}: ${reason}`);
  }
}

/** The stored changes a PATCH asks for; what it leaves out stays as it was. */
function changesOf(
  update: AlertSettingsUpdate,
  current: AlertSettingsRow,
  allowPrivate: boolean,
): AlertSettingsChanges {
  const changes: AlertSettingsChanges = {};
  if (update.timeZone !== undefined) changes.time_zone = update.timeZone;
  if (update.includePlanToWatch !== undefined) {
    changes.include_plan_to_watch = update.includePlanToWatch ? 1 : 0;
  }
  if (update.quietHours !== undefined) {
    changes.quiet_start = update.quietHours?.start ?? null;
    changes.quiet_end = update.quietHours?.end ?? null;
  }
  if (update.push) changes.push_enabled = update.push.enabled ? 1 : 0;
  if (update.email?.enabled !== undefined) changes.email_enabled = update.email.enabled ? 1 : 0;
  if (update.email?.mode !== undefined) changes.email_mode = update.email.mode;
  if (update.email?.digestHour !== undefined) changes.digest_hour = update.email.digestHour;
  if (update.webhook?.enabled !== undefined) {
    changes.webhook_enabled = update.webhook.enabled ? 1 : 0;
  }
  if (update.webhook?.listChanges !== undefined) {
    changes.webhook_list_changes = update.webhook.listChanges ? 1 : 0;
  }
  if (update.webhook?.url !== undefined) {
    const url = update.webhook.url;
    changes.webhook_url = url ? checkedUrl(url, 'webhook.url', allowPrivate) : null;
  }
  const webhookOn = (changes.webhook_enabled ?? current.webhook_enabled) === 1;
  const webhookUrl = changes.webhook_url !== undefined ? changes.webhook_url : current.webhook_url;
  if (webhookOn && !webhookUrl) {
    throw badRequest('Invalid body.webhook.url: is needed to turn the webhook on');
  }
  return changes;
}

/** The contract in shared/alerts-api.ts; every route needs a session, and CSRF covers the rest. */
export function alertRoutes(app: FastifyInstance, input: AlertRoutesInput): void {
  const { services, store, sender, allowPrivateUrls } = input;

  app.get('/api/alerts', async (request, reply): Promise<AlertSettings> => {
    const { user } = await requireSignedIn(services, request, reply);
    reply.header('Cache-Control', 'no-store');
    return store.settings(user.id);
  });

  app.patch('/api/alerts', async (request, reply): Promise<AlertSettings> => {
    const { user } = await requireSignedIn(services, request, reply);
    const update = parseRequest(alertSettingsUpdateSchema, request.body, 'body');
    const current = await store.settingsRow(user.id);
    const changes = changesOf(update, current, allowPrivateUrls);
    if (changes.email_enabled === 1 && user.email_verified !== 1) throw unverifiedAddress();
    await store.save(user.id, changes);
    // Saving the webhook's address again resumes it after a pause.
    if (update.webhook?.url !== undefined) await store.resume(user.id, 'webhook');
    reply.header('Cache-Control', 'no-store');
    return store.settings(user.id);
  });

  app.get('/api/alerts/push-key', async (request, reply): Promise<PushKeyResponse> => {
    await requireSignedIn(services, request, reply);
    return { publicKey: (await input.vapidKeys()).publicKey };
  });

  app.post('/api/alerts/push-subscriptions', async (request, reply) => {
    const { user } = await requireSignedIn(services, request, reply);
    const subscription = parseRequest(pushSubscriptionSchema, request.body, 'body');
    checkedUrl(subscription.endpoint, 'endpoint', allowPrivateUrls);
    await store.subscribe(user.id, subscription);
    return reply.status(204).send();
  });

  app.delete('/api/alerts/push-subscriptions', async (request, reply) => {
    const { user } = await requireSignedIn(services, request, reply);
    const { endpoint } = parseRequest(pushUnsubscribeSchema, request.body, 'body');
    await store.unsubscribe(user.id, endpoint);
    return reply.status(204).send();
  });

  app.post('/api/alerts/test', async (request, reply): Promise<AlertTestResponse> => {
    const { user } = await requireSignedIn(services, request, reply);
    const { channel } = parseRequest(alertTestSchema, request.body, 'body');
    return sender.test(user.id, channel, pageLanguage(request));
  });

  app.put('/api/alerts/mutes/:type/:id', async (request, reply) => {
    const { user } = await requireSignedIn(services, request, reply);
    const { type, id } = parseRequest(alertMuteParamsSchema, request.params, 'params');
    await store.mute(user.id, type, id);
    return reply.status(204).send();
  });

  app.delete('/api/alerts/mutes/:type/:id', async (request, reply) => {
    const { user } = await requireSignedIn(services, request, reply);
    const { type, id } = parseRequest(alertMuteParamsSchema, request.params, 'params');
    await store.unmute(user.id, type, id);
    return reply.status(204).send();
  });
}
