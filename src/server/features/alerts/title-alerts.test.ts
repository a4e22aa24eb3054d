import { describe, expect, it } from 'vitest';
import type { AiringEpisode } from './airing-episodes';
import type { AlertSettingsRow } from './alert-store';
import { GRACE_MS, LOOKAHEAD_MS, titleAlerts, type WatchedTitle } from './title-alerts';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-27T00:00:00Z');
/** Sunday 16:30 UTC: Monday 05:30 in Auckland (UTC+13), Sunday 08:30 in Los Angeles. */
const AIRS_AT = Date.parse('2026-11-29T16:30:00Z');

const settings: AlertSettingsRow = {
  user_id: 'u1',
  time_zone: 'Pacific/Auckland',
  include_plan_to_watch: 0,
  quiet_start: null,
  quiet_end: null,
  push_enabled: 1,
  email_enabled: 1,
  email_mode: 'episode',
  digest_hour: 8,
  webhook_enabled: 1,
  webhook_url: 'https://example.org/hook',
  webhook_secret_sealed: null,
  webhook_list_changes: 0,
  updated_at: NOW,
};
const watched: WatchedTitle = {
  user_id: 'u1',
  title_id: 42,
  current_season: 1,
  current_episode: 3,
  name: null,
  title: 'Frieren',
};
const episode: AiringEpisode = {
  key: 'offline:420004',
  season: 1,
  episode: 4,
  name: null,
  airsAt: AIRS_AT,
  show: {
    name: 'Frieren: Beyond Journey’s End',
    inTitleLanguage: { romaji: 'Sousou no Frieren', english: null, native: '葬送のフリーレン' },
  },
};
const iso = (instant: number) => new Date(instant).toISOString();

describe('the alerts one watched title queues', () => {
  it('are one per channel on, due when the episode airs, named after the list entry', () => {
    const alerts = titleAlerts({ ...settings, push_enabled: 0 }, watched, episode, NOW);
    expect(alerts.map((alert) => alert.channel)).toEqual(['email', 'webhook']);
    expect(alerts[0]).toEqual({
      user_id: 'u1',
      channel: 'email',
      episode_key: 'offline:420004',
      media_type: 'tv',
      title_id: 42,
      show_name: 'Frieren',
      show_name_romaji: 'Sousou no Frieren',
      show_name_english: null,
      show_name_native: '葬送のフリーレン',
      season: 1,
      episode: 4,
      episode_name: null,
      airs_at: AIRS_AT,
      due_at: AIRS_AT,
      created_at: NOW,
    });
  });

  it('wait for the end of quiet hours, and a digest for its hour, in the user’s zone', () => {
    const alerts = titleAlerts(
      { ...settings, quiet_start: '22:00', quiet_end: '07:00', email_mode: 'digest' },
      watched,
      episode,
      NOW,
    );
    expect(alerts.map((alert) => [alert.channel, iso(alert.due_at)])).toEqual([
      ['push', '2026-11-29T18:00:00.000Z'],
      ['email', '2026-11-29T19:00:00.000Z'],
      ['webhook', '2026-11-29T18:00:00.000Z'],
    ]);
  });

  it('are none for an episode already watched, or airing outside the window', () => {
    expect(titleAlerts(settings, { ...watched, current_episode: 4 }, episode, NOW)).toEqual([]);
    expect(titleAlerts(settings, { ...watched, current_season: 2 }, episode, NOW)).toEqual([]);
    const at = (airsAt: number) => titleAlerts(settings, watched, { ...episode, airsAt }, NOW);
    expect(at(NOW + LOOKAHEAD_MS)).toHaveLength(3);
    expect(at(NOW + LOOKAHEAD_MS + 1)).toEqual([]);
    expect(at(NOW - GRACE_MS)).toHaveLength(3);
    expect(at(NOW - GRACE_MS - 1)).toEqual([]);
  });

  it('name a show the list entry leaves unnamed by the catalogue’s name, else by none', () => {
    const unnamed = { ...watched, title: null };
    const [alert] = titleAlerts(settings, unnamed, episode, NOW - HOUR);
    expect(alert?.show_name).toBe('Frieren: Beyond Journey’s End');
    const nameless = { ...episode, show: { ...episode.show, name: '' } };
    expect(titleAlerts(settings, unnamed, nameless, NOW - HOUR)[0]?.show_name).toBe('');
  });
});
