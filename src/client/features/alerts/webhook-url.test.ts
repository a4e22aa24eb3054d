import { beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_URL_MAX_LENGTH } from '../../../shared/alerts-api';
import type { Translate } from '../../i18n/messages';
import { translateIn } from '../../i18n/translate-in';
import { checkWebhookUpdate, webhookSwitchUpdate, webhookUrlUpdate } from './webhook-url';

let t: Translate;
beforeAll(async () => {
  t = await translateIn('en', ['alerts']);
});

describe('turning the webhook on or off', () => {
  it('sends the address typed when it changed', () => {
    expect(webhookSwitchUpdate(true, ' https://ntfy.sh/anime ', null)).toEqual({
      webhook: { enabled: true, url: 'https://ntfy.sh/anime' },
    });
    expect(webhookSwitchUpdate(true, 'https://ntfy.sh/anime', 'https://ntfy.sh/anime')).toEqual({
      webhook: { enabled: true },
    });
    expect(webhookSwitchUpdate(false, 'https://elsewhere.test', 'https://ntfy.sh/a')).toEqual({
      webhook: { enabled: false },
    });
  });

  it('asks for an address before turning on without one', () => {
    const update = webhookSwitchUpdate(true, '  ', null);
    expect(checkWebhookUpdate(t, update)).toEqual({
      ok: false,
      problem: { field: 'webhook.url', message: 'Enter the Webhook URL first.' },
    });
  });
});

describe('the address', () => {
  it('must be a web address', () => {
    for (const url of ['ntfy.sh/anime', 'ftp://files.test/hook', 'javascript:alert(1)']) {
      expect(checkWebhookUpdate(t, webhookUrlUpdate(url))).toEqual({
        ok: false,
        problem: {
          field: 'webhook.url',
          message: 'Webhook URL must be a web address starting with https:// or http://.',
        },
      });
    }
    expect(
      checkWebhookUpdate(t, webhookUrlUpdate('https://discord.com/api/webhooks/1/abc')),
    ).toEqual({
      ok: true,
      update: { webhook: { url: 'https://discord.com/api/webhooks/1/abc' } },
    });
  });

  it('has the contract’s length bound', () => {
    const long = `https://x.test/${'a'.repeat(WEBHOOK_URL_MAX_LENGTH)}`;
    expect(checkWebhookUpdate(t, webhookUrlUpdate(long))).toEqual({
      ok: false,
      problem: {
        field: 'webhook.url',
        message: `Webhook URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters.`,
      },
    });
  });

  it('emptied, removes the webhook and turns it off', () => {
    expect(webhookUrlUpdate('   ')).toEqual({ webhook: { enabled: false, url: null } });
    expect(checkWebhookUpdate(t, webhookUrlUpdate(''))).toMatchObject({ ok: true });
  });
});
