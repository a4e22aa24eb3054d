import { beforeAll, describe, expect, it } from 'vitest';
import type { TrackedTitle } from '../../../shared/tracked-title';
import { loadServerMessages, type ServerMessages } from '../../i18n/server-messages';
import { listChangeLine, type ListChangeEvent } from './list-change-webhooks';

const BASE = 'https://anime.example.org';

function event(changes: Partial<ListChangeEvent>): ListChangeEvent {
  return {
    event: 'list.changed',
    sentAt: '2026-11-29T08:00:00.000Z',
    saved: [],
    removed: [],
    moreTitles: 0,
    imported: null,
    ...changes,
  };
}

const frieren = {
  media_type: 'tv',
  id: 154587,
  name: 'Frieren',
  title: null,
  status: 'watching',
  current_season: 1,
  current_episode: 12,
} as TrackedTitle;

const many = event({
  saved: [frieren],
  moreTitles: 2,
  removed: [{ media_type: 'movie', id: 2 }],
  imported: { matched: 3062, unmatched: 2, skipped: 0 },
});

let messages: ServerMessages;
beforeAll(async () => {
  messages = await loadServerMessages(['en', 'ja', 'de']);
});
const words = (language: 'en' | 'ja' | 'de') => ({ t: messages.in(language) });

describe('the line a chat service shows of a list change', () => {
  it('names one title with its list and progress, linking to the lists', () => {
    expect(listChangeLine(event({ saved: [frieren] }), BASE, words('en'))).toEqual({
      title: 'Your list changed',
      body: 'Frieren: Watching, S1E12',
      url: `${BASE}/mylists`,
    });
  });

  it('counts titles changed, removed and imported', () => {
    expect(listChangeLine(many, BASE, words('en')).body).toBe(
      '3 titles changed; 1 title removed; import: 3,062 titles',
    );
  });

  it('names the title in the reader’s title language where it is given', () => {
    const line = listChangeLine(event({ saved: [frieren] }), BASE, words('en'), '葬送のフリーレン');
    expect(line.body).toBe('葬送のフリーレン: Watching, S1E12');
  });

  it('is worded in Japanese and German for their readers', () => {
    const one = event({ saved: [frieren] });
    expect(listChangeLine(one, BASE, words('ja'), '葬送のフリーレン')).toEqual({
      title: 'リストが変更されました',
      body: '葬送のフリーレン: 視聴中、S1・第12話',
      url: `${BASE}/mylists`,
    });
    expect(listChangeLine(many, BASE, words('ja')).body).toBe(
      '3作品を変更、1作品を削除、インポート: 3,062作品',
    );
    expect(listChangeLine(one, BASE, words('de'))).toMatchObject({
      title: 'Deine Liste hat sich geändert',
      body: 'Frieren: Am Schauen, S1F12',
    });
    expect(listChangeLine(many, BASE, words('de')).body).toBe(
      '3 Titel geändert; 1 Titel entfernt; Import: 3.062 Titel',
    );
    expect(listChangeLine(event({}), BASE, words('de')).body).toBe(
      'Deine Liste hat sich geändert.',
    );
  });
});
