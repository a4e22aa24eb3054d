import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_PASSWORD, uniqueEmail } from './accounts';
import { startServer, type RunningServer } from './server';

export interface ServerWithAdmin {
  server: RunningServer;
  admin: { uid: string; email: string; password: string };
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * The built server with an admin: the admin is whoever ADMIN_USER_ID names, and an account's id
 * is known only once it exists, so this signs one up on a first server, then restarts on the same
 * data with that id.
 */
export async function startServerWithAdmin(
  environment: Record<string, string> = {},
): Promise<ServerWithAdmin> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-e2e-admin-'));
  const credentials = { email: uniqueEmail('admin'), password: TEST_PASSWORD };
  const first = await startServer(environment, { dataDir });
  const response = await fetch(`${first.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...credentials, username: 'Admin' }),
  });
  const { user } = (await response.json()) as { user: { uid: string } };
  await first.stop();
  const server = await startServer({ ...environment, ADMIN_USER_ID: user.uid }, { dataDir });
  return {
    server,
    admin: { uid: user.uid, ...credentials },
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
