import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('runs with nothing configured: port 3000, SQLite under ./data, offline catalogue', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: path.resolve('data/tsuzuki.db'),
    });
    expect(config.catalogue.file).toBe(path.resolve('data/catalogue.db'));
    expect(config.catalogue.tmdb.apiKey).toBeUndefined();
    expect(config.anilist.enabled).toBe(false);
    expect(config.runtime.adminUserId).toBeUndefined();
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/tsuzuki' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db:5432/tsuzuki',
      poolSize: 10,
      preparedStatements: true,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/t', DATABASE_PREPARED_STATEMENTS: 'false' })
        .database,
    ).toMatchObject({ preparedStatements: false });
  });

  it('places the SQLite file where SQLITE_FILE or DATA_DIR says', () => {
    expect(loadConfig({ SQLITE_FILE: '/srv/t.db' }).database).toMatchObject({ file: '/srv/t.db' });
    expect(loadConfig({ DATA_DIR: '/srv/data' }).database).toMatchObject({
      file: '/srv/data/tsuzuki.db',
    });
  });

  it('carries the spec’s runtime settings, empty values counting as unset', () => {
    const config = loadConfig({
      APP_API_KEY: 'key',
      APP_AUTH_DOMAIN: 'anime.example.org',
      APP_PROJECT_ID: 'tsuzuki-home',
      APP_STORAGE_BUCKET: 'bucket',
      APP_MESSAGING_SENDER_ID: '1234',
      APP_ID: 'app-1',
      BOT_CHECK_SITE_KEY: '',
      ADMIN_USER_ID: 'admin-uid',
    });
    expect(config.runtime).toEqual({
      apiKey: 'key',
      authDomain: 'anime.example.org',
      projectId: 'tsuzuki-home',
      messagingSenderId: '1234',
      appId: 'app-1',
      botCheckSiteKey: undefined,
      adminUserId: 'admin-uid',
    });
  });

  it('keeps resized pictures under APP_STORAGE_BUCKET when it is set, else under DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }).images.cacheDir).toBe('/srv/data/images');
    expect(
      loadConfig({ DATA_DIR: '/srv/data', APP_STORAGE_BUCKET: '/mnt/files' }).images.cacheDir,
    ).toBe('/mnt/files/images');
  });

  it('names each bad variable and what it expects', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT: must be a port number']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT: must be between 0 and 65535']);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL: must be a URL starting with postgres:// or postgresql://',
    ]);
    expect(problemsOf({ TMDB_BASE_URL: 'not a url' })).toEqual([
      'TMDB_BASE_URL: must be a URL starting with http:// or https://',
    ]);
    const several = problemsOf({ LOG_LEVEL: 'loud', ANILIST_ENABLED: 'maybe' });
    expect(several).toHaveLength(2);
    expect(several[0]).toMatch(/^LOG_LEVEL: /);
    expect(several[1]).toMatch(/^ANILIST_ENABLED: /);
  });

  it('limits sign-ups to ten accounts an hour per client address unless told otherwise', () => {
    expect(loadConfig({}).auth.signUpsPerHourPerIp).toBe(10);
    expect(loadConfig({ SIGN_UPS_PER_HOUR_PER_IP: '50' }).auth.signUpsPerHourPerIp).toBe(50);
    expect(problemsOf({ SIGN_UPS_PER_HOUR_PER_IP: '0' })).toEqual([
      'SIGN_UPS_PER_HOUR_PER_IP: must be between 1 and 100000',
    ]);
  });

  it('limits anonymous catalogue calls to 600 a minute per client address unless told otherwise', () => {
    expect(loadConfig({}).catalogue.callsPerMinutePerIp).toBe(600);
    const raised = loadConfig({ CATALOGUE_CALLS_PER_MINUTE_PER_IP: '10000000' });
    expect(raised.catalogue.callsPerMinutePerIp).toBe(10_000_000);
    expect(problemsOf({ CATALOGUE_CALLS_PER_MINUTE_PER_IP: '0' })).toEqual([
      'CATALOGUE_CALLS_PER_MINUTE_PER_IP: must be between 1 and 10000000',
    ]);
  });

  it('reads boolean flags in their usual spellings', () => {
    expect(loadConfig({ ANILIST_ENABLED: 'true' }).anilist.enabled).toBe(true);
    expect(loadConfig({ ANILIST_ENABLED: '1' }).anilist.enabled).toBe(true);
    expect(loadConfig({ ANILIST_ENABLED: 'no' }).anilist.enabled).toBe(false);
  });

  it('runs the alert pass every minute and keeps users’ URLs off private addresses by default', () => {
    const defaults = loadConfig({}).alerts;
    expect(defaults).toEqual({
      intervalMs: 60_000,
      allowPrivateUrls: false,
      vapid: undefined,
      vapidSubject: undefined,
    });
    const set = loadConfig({
      ALERTS_INTERVAL_SECONDS: '5',
      ALLOW_PRIVATE_WEBHOOKS: 'true',
      VAPID_PUBLIC_KEY: 'public',
      VAPID_PRIVATE_KEY: 'private',
      VAPID_SUBJECT: 'mailto:ops@example.org',
    }).alerts;
    expect(set).toEqual({
      intervalMs: 5000,
      allowPrivateUrls: true,
      vapid: { publicKey: 'public', privateKey: 'private' },
      vapidSubject: 'mailto:ops@example.org',
    });
    expect(problemsOf({ ALERTS_INTERVAL_SECONDS: '0' })).toEqual([
      'ALERTS_INTERVAL_SECONDS: must be between 1 and 3600',
    ]);
    expect(problemsOf({ VAPID_SUBJECT: 'http://example.org' })).toEqual([
      'VAPID_SUBJECT: must be an https:// URL or a mailto: address',
    ]);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'public' })).toThrow(/set both/);
  });
});
