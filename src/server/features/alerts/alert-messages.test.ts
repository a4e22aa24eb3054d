import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/languages';
import type { TitleLanguage } from '../../../shared/i18n/title-language';
import { readerOf } from '../../i18n/reader-language';
import { loadServerMessages, type ServerMessages } from '../../i18n/server-messages';
import {
  alertMail,
  alertWordsOf,
  chatFields,
  episodePayload,
  testPayload,
  type DeliveryRow,
} from './alert-messages';

const BASE = 'https://anime.example.org';
/** Wednesday 25 November 2026, 09:00 UTC: 01:00 in Los Angeles, 18:00 in Tokyo, 10:00 in Berlin. */
const AIRS_AT = Date.parse('2026-11-25T09:00:00Z');

const row: DeliveryRow = {
  id: 'd1',
  user_id: 'u1',
  channel: 'email',
  episode_key: 'tmdb:77',
  media_type: 'tv',
  title_id: 209867,
  show_name: 'Frieren: Beyond Journey’s End',
  show_name_romaji: null,
  show_name_english: null,
  show_name_native: '葬送のフリーレン',
  season: 2,
  episode: 4,
  episode_name: null,
  airs_at: AIRS_AT,
  due_at: AIRS_AT,
  state: 'pending',
  attempts: 0,
  claimed_until: null,
  sent_at: null,
  detail: null,
  created_at: AIRS_AT,
};

let messages: ServerMessages;
beforeAll(async () => {
  messages = await loadServerMessages(['en', 'ja', 'de']);
});

const wordsFor = (language: Language | null, titleLanguage: TitleLanguage | null = null) =>
  alertWordsOf(messages, readerOf({ language, title_language: titleLanguage }));

describe('an episode alert', () => {
  it('reads exactly as before for an English reader', () => {
    const payload = episodePayload(row, BASE, 'America/Los_Angeles', wordsFor(null));
    expect(payload).toEqual({
      kind: 'episode',
      title: 'Frieren: Beyond Journey’s End — S2E4',
      body: 'Episode 4 aired Wed 25 Nov, 01:00.',
      url: `${BASE}/anime/tv/209867`,
      show: { media_type: 'tv', id: 209867, name: 'Frieren: Beyond Journey’s End' },
      episode: { season: 2, number: 4, name: null, airsAt: '2026-11-25T09:00:00.000Z' },
    });
    const named = { ...row, episode_name: 'The Land Where Souls Rest' };
    expect(episodePayload(named, BASE, 'UTC', wordsFor('en')).body).toBe(
      'The Land Where Souls Rest aired Wed 25 Nov, 09:00.',
    );
  });

  it('is worded in Japanese, in the reader’s zone, naming the show in Japanese', () => {
    const payload = episodePayload(row, BASE, 'Asia/Tokyo', wordsFor('ja'));
    expect(payload.title).toBe('葬送のフリーレン — S2・第4話');
    expect(payload.body).toBe('第4話が11月25日(水) 18:00に放送されました。');
    expect(payload.show?.name).toBe('葬送のフリーレン');
  });

  it('is worded in German with the name the title language picks', () => {
    const english = episodePayload(row, BASE, 'Europe/Berlin', wordsFor('de'));
    expect(english.title).toBe('Frieren: Beyond Journey’s End — S2F4');
    expect(english.body).toBe('Folge 4 lief am Mi., 25. Nov., 10:00.');
    const native = episodePayload(row, BASE, 'Europe/Berlin', wordsFor('de', 'native'));
    expect(native.title).toBe('葬送のフリーレン — S2F4');
  });

  it('names a show by its tracked name where the title language has no other', () => {
    const romaji = episodePayload(row, BASE, 'UTC', wordsFor('en', 'romaji'));
    expect(romaji.title).toBe('Frieren: Beyond Journey’s End — S2E4');
    const known = { ...row, show_name_romaji: 'Sousou no Frieren' };
    expect(episodePayload(known, BASE, 'UTC', wordsFor('en', 'romaji')).title).toBe(
      'Sousou no Frieren — S2E4',
    );
  });

  it('calls a show tracked without a name "a show you watch", in the reader’s words', () => {
    const nameless = { ...row, show_name: '', show_name_native: null };
    expect(episodePayload(nameless, BASE, 'UTC', wordsFor('en')).title).toBe(
      'A show you watch — S2E4',
    );
    expect(episodePayload(nameless, BASE, 'UTC', wordsFor('de')).title).toBe(
      'Eine Serie, die du schaust — S2F4',
    );
  });
});

describe('a test alert', () => {
  it('reads exactly as before in English, and in Japanese and German for their readers', () => {
    expect(testPayload(BASE, wordsFor('en'))).toEqual({
      kind: 'test',
      title: 'Tsuzuki test alert',
      body: 'Alerts reach you here. New episodes of the shows you watch will arrive like this.',
      url: `${BASE}/profile`,
    });
    expect(testPayload(BASE, wordsFor('ja'))).toMatchObject({
      title: 'Tsuzuki のテスト通知',
      body: '通知はここに届きます。視聴中の作品の新しいエピソードは、このように届きます。',
    });
    expect(testPayload(BASE, wordsFor('de'))).toMatchObject({
      title: 'Tsuzuki-Testbenachrichtigung',
      body: 'Benachrichtigungen erreichen dich hier. Neue Folgen der Serien, die du schaust, kommen so bei dir an.',
    });
  });
});

describe('a webhook’s chat fields', () => {
  it('link to the title in the reader’s words', () => {
    const hook = new URL('https://ntfy.example.org/?topic=anime');
    const line = { title: 'T', body: 'B', url: `${BASE}/anime/tv/1` };
    expect(chatFields(line, hook, wordsFor('en'))).toEqual({
      topic: 'anime',
      title: 'T',
      message: 'B',
      click: `${BASE}/anime/tv/1`,
      content: `**T**\nB\n${BASE}/anime/tv/1`,
      text: `T: B <${BASE}/anime/tv/1|Open in Tsuzuki>`,
    });
    expect(chatFields(line, hook, wordsFor('ja')).text).toBe(
      `T: B <${BASE}/anime/tv/1|Tsuzuki で開く>`,
    );
    expect(chatFields(line, hook, wordsFor('de')).text).toBe(
      `T: B <${BASE}/anime/tv/1|In Tsuzuki öffnen>`,
    );
  });
});

describe('an alert mail', () => {
  const second = { ...row, id: 'd2', episode: 5, airs_at: AIRS_AT + 7 * 86_400_000 };

  it('takes one episode’s title as its subject, and counts a digest’s', () => {
    const words = wordsFor('en');
    const one = alertMail([episodePayload(row, BASE, 'UTC', words)], 'a@example.org', 'u1', words);
    expect(one.subject).toBe('Frieren: Beyond Journey’s End — S2E4');
    expect(one.text).toBe(
      `Frieren: Beyond Journey’s End — S2E4\nEpisode 4 aired Wed 25 Nov, 09:00.\n${BASE}/anime/tv/209867`,
    );
    expect(one.html).toContain('<html lang="en">');
    expect(one.html).toContain('<p>New episodes of the shows you watch:</p>');
    const items = [row, second].map((each) => episodePayload(each, BASE, 'UTC', words));
    expect(alertMail(items, 'a@example.org', 'u1', words).subject).toBe(
      '2 new episodes of the shows you watch',
    );
  });

  it('is worded in Japanese and German, its HTML marked with the language', () => {
    for (const [language, subject, lead] of [
      ['ja', '視聴中の作品の新しいエピソードが2件', '視聴中の作品の新しいエピソード:'],
      ['de', '2 neue Folgen der Serien, die du schaust', 'Neue Folgen der Serien, die du schaust:'],
    ] as const) {
      const words = wordsFor(language);
      const items = [row, second].map((each) => episodePayload(each, BASE, 'UTC', words));
      const digest = alertMail(items, 'a@example.org', 'u1', words);
      expect(digest.subject).toBe(subject);
      expect(digest.html).toContain(`<html lang="${language}">`);
      expect(digest.html).toContain(`<p>${lead}</p>`);
      expect(digest.text.split('\n\n')).toHaveLength(2);
    }
    const test = alertMail(
      [testPayload(BASE, wordsFor('de'))],
      'a@example.org',
      'u1',
      wordsFor('de'),
    );
    expect(test.subject).toBe('Tsuzuki-Testbenachrichtigung');
  });
});
