import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateInZone, deviceTimeZone, forgetDeviceTimeZone, isoDateInZone } from './zoned-date';

/** Counts the date formatters made from now on. */
function countFormatters(): { made: number } {
  const count = { made: 0 };
  const Original = Intl.DateTimeFormat;
  class Counted extends Original {
    constructor(...args: ConstructorParameters<typeof Original>) {
      super(...args);
      count.made++;
    }
  }
  vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: Counted });
  return count;
}

// Other test files in the same worker may have asked for the zone already.
beforeEach(forgetDeviceTimeZone);
afterEach(() => {
  vi.unstubAllGlobals();
  forgetDeviceTimeZone();
});

describe('deviceTimeZone', () => {
  it("takes Temporal's name for the zone where the runtime has it, without making a formatter", () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Tokyo' } });
    const formatters = countFormatters();
    expect(deviceTimeZone()).toBe('Asia/Tokyo');
    expect(formatters.made).toBe(0);
  });

  it('asks Intl where there is no Temporal, once', () => {
    vi.stubGlobal('Temporal', undefined);
    const expected = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const formatters = countFormatters();
    expect(deviceTimeZone()).toBe(expected);
    expect(deviceTimeZone()).toBe(expected);
    expect(formatters.made).toBe(1);
  });
});

describe('dateInZone', () => {
  // 2026-03-01 14:30 UTC: already the 2nd in Tokyo, still the 1st in New York.
  const instant = Date.UTC(2026, 2, 1, 14, 30);

  it('reads the date in any named zone', () => {
    expect(isoDateInZone(instant, 'Asia/Tokyo')).toBe('2026-03-01');
    expect(isoDateInZone(Date.UTC(2026, 2, 1, 15, 30), 'Asia/Tokyo')).toBe('2026-03-02');
    expect(isoDateInZone(instant, 'America/New_York')).toBe('2026-03-01');
    expect(isoDateInZone(Date.UTC(2026, 2, 1, 3), 'America/New_York')).toBe('2026-02-28');
  });

  it("reads the device's own zone from the local date, the same date Intl gives", () => {
    const zone = deviceTimeZone();
    const formatters = countFormatters();
    for (let hour = 0; hour < 48; hour += 5) {
      const at = Date.UTC(2026, 9, 24, hour);
      const local = new Date(at);
      expect(dateInZone(at, zone)).toEqual({
        year: local.getFullYear(),
        month: local.getMonth() + 1,
        day: local.getDate(),
      });
    }
    expect(formatters.made).toBe(0);
  });
});
