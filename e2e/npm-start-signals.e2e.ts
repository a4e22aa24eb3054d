import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from './support/project-root';
import { freePort, offlineServerEnvironment } from './support/server';

const ROOT = projectRoot();
/** `npm start` rebuilds first when a source changed since the build this run made. */
const START_MS = 300_000;
/** The server's own grace period is 10 s; npm must be gone soon after it. */
const STOP_MS = 12_000;

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Issue 33 finding 10: a signal sent to `npm start` stops the server, and npm exits with it. */
describe.each(['SIGTERM', 'SIGINT'] as const)('%s sent to the npm start process', (signal) => {
  it(
    'closes the port and ends npm once the server has stopped',
    async () => {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-npm-start-'));
      dataDirs.push(dataDir);
      const npm = spawn('npm', ['start'], {
        cwd: ROOT,
        env: offlineServerEnvironment(port, dataDir),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let printed = '';
      npm.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      npm.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
      const baseUrl = `http://127.0.0.1:${port}`;
      await expect.poll(() => healthy(baseUrl), { timeout: START_MS, interval: 200 }).toBe(true);

      const sent = Date.now();
      npm.kill(signal);
      const code = await Promise.race([
        exited,
        new Promise<string>((resolve) => setTimeout(() => resolve('still running'), STOP_MS)),
      ]);
      expect(code, printed).toBe(0);
      expect(Date.now() - sent).toBeLessThan(STOP_MS);
      expect(await healthy(baseUrl)).toBe(false);
    },
    START_MS + STOP_MS + 10_000,
  );
});
