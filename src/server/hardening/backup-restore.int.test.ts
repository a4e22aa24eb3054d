import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../features/auth/auth-test-helpers';
import { track } from '../features/lists/lists-test-helpers';
import { runScript } from '../testing/run-script';
import { createTestApp, type TestApp } from '../testing/test-app';

function trackedIds(file: string, userId: string): number[] {
  const database = new SQLite(file, { readonly: true });
  try {
    return database
      .prepare('select title_id from tracked_titles where user_id = ? order by title_id')
      .pluck()
      .all(userId) as number[];
  } finally {
    database.close();
  }
}

describe('npm run backup and npm run restore (SQLite)', () => {
  let testApp: TestApp;
  let user: TestUser;
  let databaseFile: string;
  let backupFile: string;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    databaseFile = testApp.database.location.sqliteFile ?? '';
    backupFile = path.join(path.dirname(databaseFile), 'backups', 'nightly.db');
    user = await signUp(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const env = () => ({ SQLITE_FILE: databaseFile, DATA_DIR: path.dirname(databaseFile) });

  it('copies a consistent snapshot while the server keeps writing, and restores it', async () => {
    for (let id = 1; id <= 20; id++) {
      await track(testApp.app, user.token, `tv/${id}`, { status: 'watching', name: `Show ${id}` });
    }
    // Writes keep landing while the backup runs: the copy holds the first 20 and maybe some more.
    const backup = runScript('backup.mjs', [backupFile], env());
    let writing = true;
    void backup.finally(() => (writing = false));
    let nextId = 21;
    while (writing) {
      await track(testApp.app, user.token, `tv/${nextId}`, { status: 'completed' });
      nextId += 1;
    }
    const result = await backup;
    expect(result.output).toContain(`to ${backupFile}`);
    expect(result.code).toBe(0);

    const copied = trackedIds(backupFile, user.uid);
    expect(copied.slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));

    await track(testApp.app, user.token, 'movie/999', { status: 'planToWatch' });
    const whileRunning = await runScript('restore.mjs', [backupFile], env());
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toContain('stop the server first');

    await testApp.app.close();
    await testApp.database.close();
    const restored = await runScript('restore.mjs', [backupFile], env());
    expect(restored.output).toContain(`Restored ${databaseFile}`);
    expect(restored.code).toBe(0);
    expect(fs.readdirSync(path.dirname(databaseFile)).join()).toContain('before-restore');

    expect(trackedIds(databaseFile, user.uid)).toEqual(copied);
  });

  it('refuses to work on PostgreSQL and points to pg_dump', async () => {
    const result = await runScript('backup.mjs', [], {
      DATABASE_URL: 'postgres://somewhere/db',
    });
    expect(result.code).toBe(2);
    expect(result.output).toContain('pg_dump');
  });

  it('refuses a file that is not a Tsuzuki backup', async () => {
    const bogus = path.join(path.dirname(databaseFile), 'bogus.db');
    fs.writeFileSync(bogus, 'not a database at all, just text that is long enough to matter');
    const result = await runScript('restore.mjs', [bogus, '--force'], env());
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Restore failed: .*(not a database|integrity)/);
  });
});
