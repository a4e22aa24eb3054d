import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alertSettingsUpdateSchema } from '../../../shared/alerts-api';
import { SOURCE_LANGUAGE } from '../../../shared/i18n/languages';
import { i18n, loadMessages } from '../../i18n/i18n';
import type { Translate } from '../../i18n/messages';
import { translateIn } from '../../i18n/translate-in';
import { ApiError } from '../../lib/api';
import { generalProblem, problemAt, problemFromError, problemFromIssues } from './field-problems';

const LABELS = {
  'webhook.url': 'alerts.field.webhookUrl',
  timeZone: 'alerts.field.timeZone',
} as const;

let t: Translate;
beforeAll(async () => {
  t = await translateIn('en', ['alerts']);
});

describe('a refused save', () => {
  it('goes beside the field the server names', () => {
    const error = new ApiError(
      400,
      'invalid-argument',
      'Invalid body.webhook.url: must not point to a private or loopback address',
    );
    const problem = problemFromError(t, error, LABELS);
    expect(problem).toEqual({
      field: 'webhook.url',
      message: 'Webhook URL must not point to a private or loopback address.',
    });
    expect(problemAt(problem, 'webhook.url')).toBe(problem.message);
    expect(problemAt(problem, 'timeZone')).toBeNull();
    expect(generalProblem(problem)).toBeNull();
  });

  it('goes under the form when the field is not one shown', () => {
    const error = new ApiError(
      400,
      'invalid-argument',
      'Invalid body.email.mode: must be episode or digest',
    );
    expect(problemFromError(t, error, LABELS)).toEqual({
      field: null,
      message: 'This setting must be episode or digest.',
    });
  });

  it('keeps the server’s own sentence otherwise', () => {
    const problem = problemFromError(
      t,
      new ApiError(0, 'network-request-failed', 'Network error'),
      LABELS,
    );
    expect(generalProblem(problem)).toBe('Network error.');
    expect(problemFromError(t, new TypeError('x'), LABELS).message).toBe(
      'Something went wrong. Try again.',
    );
  });

  it('reads the contract’s own checks the same way', () => {
    const parsed = alertSettingsUpdateSchema.safeParse({ timeZone: 'Nowhere/Else' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(problemFromIssues(t, parsed.error, LABELS)).toEqual({
      field: 'timeZone',
      message: 'Time zone must be a time zone such as Europe/Paris or America/Los_Angeles.',
    });
  });
});

describe('a refused save, for a German reader', () => {
  let de: Translate;
  beforeAll(async () => {
    de = await translateIn('de', ['alerts', 'errors']);
    await Promise.all([loadMessages('errors', 'de'), loadMessages('auth', 'de')]);
  });
  afterEach(() => i18n.activate(SOURCE_LANGUAGE));

  it('names the field the server refused, whose rule it words in English only', () => {
    i18n.activate('de');
    const error = new ApiError(
      400,
      'invalid-argument',
      'Invalid body.webhook.url: must not point to a private or loopback address',
    );
    expect(problemFromError(de, error, LABELS)).toEqual({
      field: 'webhook.url',
      message: 'Webhook-URL ist ungültig.',
    });
  });

  it('names the field the contract’s own check refused, before anything is sent', () => {
    i18n.activate('de');
    const parsed = alertSettingsUpdateSchema.safeParse({ timeZone: 'Nowhere/Else' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(problemFromIssues(de, parsed.error, LABELS)).toEqual({
      field: 'timeZone',
      message: 'Zeitzone ist ungültig.',
    });
  });

  it('words any other refusal by its code', () => {
    i18n.activate('de');
    const error = new ApiError(
      409,
      'email-not-verified',
      'Confirm your e-mail address first: alert e-mails only go to an address you have confirmed.',
    );
    expect(generalProblem(problemFromError(de, error, LABELS))).toBe(
      'Bestätige zuerst deine E-Mail-Adresse: Folge dem Link, den wir dir geschickt haben.',
    );
  });
});
