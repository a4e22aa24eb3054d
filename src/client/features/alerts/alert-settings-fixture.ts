import type { AlertSettings } from '../../../shared/alerts-api';

/** Settings as GET /api/alerts answers them for a user who turned nothing on. */
export function alertSettings(overrides: Partial<AlertSettings> = {}): AlertSettings {
  return {
    timeZone: 'UTC',
    includePlanToWatch: false,
    quietHours: null,
    push: { enabled: false, last: null, failing: false, devices: 0 },
    email: { enabled: false, last: null, failing: false, mode: 'episode', digestHour: 8 },
    webhook: {
      enabled: false,
      last: null,
      failing: false,
      url: null,
      paused: false,
      listChanges: false,
    },
    mutes: [],
    ...overrides,
  };
}
