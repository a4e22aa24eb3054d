import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './support/project-root';
import { startServer, type RunningServer } from './support/server';

const ROOT = projectRoot();
const CLIENT_DIR = path.join(ROOT, 'dist/client');

/** Settings the browser is meant to know (spec §1 runtime configuration); all others stay server-side. */
const PUBLIC_SETTINGS = new Set([
  'APP_API_KEY',
  'APP_AUTH_DOMAIN',
  'APP_PROJECT_ID',
  'APP_STORAGE_BUCKET',
  'APP_MESSAGING_SENDER_ID',
  'APP_ID',
  'BOT_CHECK_SITE_KEY',
  'ADMIN_USER_ID',
]);

/** Every setting .env.example documents that the browser must never see. */
function serverOnlySettings(): string[] {
  const example = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const names = [...example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1] ?? '');
  return names.filter((name) => !PUBLIC_SETTINGS.has(name));
}

/** Distinctive values for the secret settings, so a leak anywhere is unmistakable. */
const PLANTED_SECRETS: Record<string, string> = {
  BOT_CHECK_SECRET: 'planted-bot-check-secret-4f1c',
  BOT_CHECK_DEBUG_TOKEN: 'planted-debug-token-9a7e',
  SMTP_URL: 'smtp://mailer:planted-smtp-password-33b1@127.0.0.1:1',
  METRICS_TOKEN: 'planted-metrics-token-0c5d2e',
  AUTH_SECRET: 'planted-auth-secret-7d1f0a9b2c4e6f8a1b3d5e7f9a0c2e4',
  LLM_API_KEY: 'planted-llm-api-key-5e2a',
  SMS_GATEWAY_TOKEN: 'planted-sms-token-61f0',
};

/**
 * A setting read from an environment (`env.NAME`, `env["NAME"]`) or carried as a key or
 * assignment (`NAME: …`, `"NAME": …`, `NAME = …`). Prose that names a setting for the operator,
 * such as the note that TMDB_API_KEY turns TMDB on, is neither.
 */
function settingUsePattern(name: string): RegExp {
  return new RegExp(
    `env\\s*(\\.\\s*${name}\\b|\\[\\s*["'\`]${name}["'\`])|\\b${name}["'\`]?\\s*[:=]`,
  );
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function leaksIn(text: string, where: string, secrets: string[]): string[] {
  return secrets.filter((secret) => text.includes(secret)).map((secret) => `${where}: ${secret}`);
}

describe('the built client holds no secret', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      ...PLANTED_SECRETS,
      APP_API_KEY: 'public-client-key',
      DATABASE_POOL_SIZE: '3',
    });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('reads or carries no server-only setting by name in any built file', () => {
    const names = serverOnlySettings();
    expect(names).toContain('TMDB_API_KEY');
    for (const leak of [
      '{"TMDB_API_KEY":"k"}',
      'env.SMTP_URL',
      "env['BOT_CHECK_SECRET']",
      'DATABASE_URL = u',
    ]) {
      expect(
        names.some((name) => settingUsePattern(name).test(leak)),
        leak,
      ).toBe(true);
    }
    expect(settingUsePattern('TMDB_API_KEY').test('configured (`TMDB_API_KEY`; see')).toBe(false);
    const found = filesUnder(CLIENT_DIR).flatMap((file) => {
      const text = fs.readFileSync(file, 'latin1');
      return names
        .filter((name) => settingUsePattern(name).test(text))
        .map((name) => `${path.relative(ROOT, file)}: ${name}`);
    });
    expect(found).toEqual([]);
  });

  it('carries no secret value the build or the server was given', async () => {
    const fromBuild = serverOnlySettings()
      .map((name) => process.env[name]?.trim() ?? '')
      .filter((value) => value.length >= 8);
    const secrets = [...Object.values(PLANTED_SECRETS), 'planted-smtp-password-33b1', ...fromBuild];
    const leaks: string[] = [];
    for (const file of filesUnder(CLIENT_DIR)) {
      const relative = path.relative(CLIENT_DIR, file).split(path.sep).join('/');
      leaks.push(...leaksIn(fs.readFileSync(file, 'latin1'), relative, secrets));
      const served = await fetch(`${server.baseUrl}/${relative}`);
      leaks.push(...leaksIn(await served.text(), `served /${relative}`, secrets));
    }
    for (const url of ['/', '/mylists', '/api/config', '/api/catalogue/info']) {
      const served = await fetch(`${server.baseUrl}${url}`, {
        headers: { 'x-api-key': 'public-client-key' },
      });
      expect(served.status, url).toBe(200);
      leaks.push(...leaksIn(await served.text(), `served ${url}`, secrets));
    }
    expect(leaks).toEqual([]);
  });
});
