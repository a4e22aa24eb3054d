import { describe, expect, it } from 'vitest';
import { alertSettings } from './alert-settings-fixture';
import { isMuted, withMute } from './title-mutes';

const fma = { media_type: 'tv', id: 31911 } as const;
const film = { media_type: 'movie', id: 31911 } as const;

describe('a title’s mute', () => {
  it('is known by media type and id together', () => {
    const settings = alertSettings({ mutes: [fma] });
    expect(isMuted(settings, fma)).toBe(true);
    expect(isMuted(settings, film)).toBe(false);
  });

  it('is added once and removed alone', () => {
    const muted = withMute(withMute(alertSettings({ mutes: [film] }), fma, true), fma, true);
    expect(muted.mutes).toEqual([film, fma]);
    expect(withMute(muted, fma, false).mutes).toEqual([film]);
  });
});
