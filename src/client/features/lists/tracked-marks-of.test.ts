import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_LANGUAGE } from '../../../shared/i18n/languages';
import { i18n, loadMessages } from '../../i18n/i18n';
import type { Translate } from '../../i18n/messages';
import { trackedMarkOf, trackedMarksOf } from './tracked-marks-of';
import { trackedTitle } from './tracked-title-fixture';

const t: Translate = (id, values) => i18n._(id, values);

beforeAll(async () => {
  await loadMessages('lists', 'en');
  await loadMessages('lists', 'de');
});
afterAll(() => i18n.activate(SOURCE_LANGUAGE));

describe('a card’s tracked mark', () => {
  it('names the list and how far a series is watched', () => {
    i18n.activate('en');
    expect(trackedMarkOf(trackedTitle({ current_episode: 5 }), t)).toEqual({
      status: 'watching',
      label: 'Watching',
      progress: 'E5',
    });
    expect(trackedMarkOf(trackedTitle({ current_episode: 5, episodes: 64 }), t).progress).toBe(
      '5 / 64',
    );
    expect(
      trackedMarkOf(trackedTitle({ status: 'onHold', current_season: 2, current_episode: 3 }), t),
    ).toMatchObject({ label: 'On-Hold', progress: 'S2 · E3' });
  });

  it('is written in the interface’s language', () => {
    i18n.activate('de');
    expect(
      trackedMarkOf(trackedTitle({ status: 'onHold', current_season: 2, current_episode: 3 }), t),
    ).toMatchObject({ label: 'Pausiert', progress: 'S2 · F3' });
    expect(trackedMarkOf(trackedTitle({ current_episode: 5, episodes: 64 }), t).progress).toBe(
      '5 / 64',
    );
  });

  it('leaves progress out for plans, completed titles and films', () => {
    i18n.activate('en');
    expect(trackedMarkOf(trackedTitle({ status: 'planToWatch' }), t).progress).toBeNull();
    expect(trackedMarkOf(trackedTitle({ status: 'completed' }), t).progress).toBeNull();
    expect(trackedMarkOf(trackedTitle({ media_type: 'movie', id: 199 }), t).progress).toBeNull();
  });

  it('is found by the key cards use', () => {
    const marks = trackedMarksOf(
      [trackedTitle(), trackedTitle({ media_type: 'movie', id: 199 })],
      t,
    );
    expect([...marks.keys()]).toEqual(['tv:5114', 'movie:199']);
  });
});
