import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '../../../shared/i18n/languages';
import { loadServerMessages, type ServerMessages } from '../../i18n/server-messages';
import { SafeFetchError, type SafeFetchFailure } from '../../lib/safe-fetch/safe-fetch';
import { outcome, outcomeSentence } from './alert-channels';

/** Every way an outbound call fails; a new one fails to compile here until it is listed. */
const FAILURES: Record<SafeFetchFailure, true> = {
  'bad-url': true,
  'private-address': true,
  timeout: true,
  'too-large': true,
  network: true,
  'backing-off': true,
  busy: true,
};

let messages: ServerMessages;
beforeAll(async () => {
  messages = await loadServerMessages(LANGUAGE_TAGS);
});

describe('a delivery’s outcome', () => {
  it('reads in English as the profile always said it', () => {
    const en = messages.in('en');
    expect(outcomeSentence(outcome('delivered'), en)).toBe('Delivered');
    expect(outcomeSentence(outcome('webhookStatus', { status: 500 }), en)).toBe(
      'The webhook answered 500',
    );
    expect(outcomeSentence(outcome('webhookRedirect', { status: 302 }), en)).toBe(
      'The webhook answered 302 (a redirect, which is not followed)',
    );
    expect(outcomeSentence(outcome('timeout'), en)).toBe('No answer within 10 seconds');
    for (const reason of Object.keys(FAILURES) as SafeFetchFailure[]) {
      if (reason === 'timeout') continue;
      expect(outcomeSentence(outcome(reason), en)).toBe(new SafeFetchError(reason).sentence);
    }
  });

  it('has words for every failure of an outbound call in every language', () => {
    for (const language of LANGUAGE_TAGS)
      for (const reason of Object.keys(FAILURES))
        expect(() => outcomeSentence(outcome(reason), messages.in(language))).not.toThrow();
  });

  it('reads in Japanese and German for their readers', () => {
    expect(outcomeSentence(outcome('delivered'), messages.in('ja'))).toBe('配信しました。');
    expect(outcomeSentence(outcome('pushStatus', { status: 429 }), messages.in('de'))).toBe(
      'Der Push-Dienst hat mit 429 geantwortet',
    );
  });
});
