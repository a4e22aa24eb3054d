import { alertSettingsUpdateSchema, type AlertSettingsUpdate } from '../../../shared/alerts-api';
import type { Translate } from '../../i18n/messages';
import { problemFromIssues, type FieldLabels, type FieldProblem } from './field-problems';

export const WEBHOOK_FIELD_LABELS: FieldLabels = {
  'webhook.url': 'alerts.field.webhookUrl',
  timeZone: 'alerts.field.timeZone',
};

const isWebAddress = (url: string) =>
  URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol);

/**
 * The update as the contract reads it, or the problem to show beside the field: caught here,
 * the usual mistakes need no round trip (the server still checks the address's host).
 */
export function checkWebhookUpdate(
  t: Translate,
  update: AlertSettingsUpdate,
): { ok: true; update: AlertSettingsUpdate } | { ok: false; problem: FieldProblem } {
  const parsed = alertSettingsUpdateSchema.safeParse(update);
  if (!parsed.success) {
    return { ok: false, problem: problemFromIssues(t, parsed.error, WEBHOOK_FIELD_LABELS) };
  }
  const url = parsed.data.webhook?.url;
  if (url !== undefined && url !== null && !isWebAddress(url)) {
    return {
      ok: false,
      problem: {
        field: 'webhook.url',
        message: t('alerts.webhook.notWeb'),
      },
    };
  }
  if (parsed.data.webhook?.enabled === true && url === null) {
    return {
      ok: false,
      problem: { field: 'webhook.url', message: t('alerts.webhook.urlFirst') },
    };
  }
  return { ok: true, update: parsed.data };
}

/**
 * What turning the webhook on or off sends: the address in the field goes with it when it
 * changed, or null when the field is empty, so the check above asks for one.
 */
export function webhookSwitchUpdate(
  enabled: boolean,
  draft: string,
  saved: string | null,
): AlertSettingsUpdate {
  const typed = draft.trim();
  if (!enabled) return { webhook: { enabled } };
  if (typed === '') return { webhook: { enabled, url: null } };
  return typed === saved ? { webhook: { enabled } } : { webhook: { enabled, url: typed } };
}

/** Saving the address alone; an emptied field removes the webhook and turns it off. */
export function webhookUrlUpdate(draft: string): AlertSettingsUpdate {
  const typed = draft.trim();
  return typed === '' ? { webhook: { enabled: false, url: null } } : { webhook: { url: typed } };
}
