import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import type { RunningServer } from './server';

interface StoredMail {
  to_address: string;
  subject: string;
  link: string | null;
}

/** The outbox of a server running on the default SQLite file, newest first. */
function readOutbox(server: RunningServer): StoredMail[] {
  const db = new Database(path.join(server.dataDir, 'tsuzuki.db'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db
      .prepare(
        'SELECT to_address, subject, link FROM mail_outbox ORDER BY created_at DESC, id DESC',
      )
      .all() as StoredMail[];
  } finally {
    db.close();
  }
}

/**
 * The newest mailed link of `mode` sent to `to`, waiting for it to arrive; as the outbox keeps
 * it (decision 060), an absolute address on this server's own origin.
 */
export async function mailedLink(
  server: RunningServer,
  to: string,
  mode: 'verifyEmail' | 'resetPassword' | 'verifyAndChangeEmail' | 'signIn',
): Promise<string> {
  const find = () =>
    readOutbox(server).find(
      (mail) => mail.to_address === to && mail.link?.includes(`mode=${mode}&`),
    )?.link ?? null;
  await expect.poll(find, { timeout: 10_000 }).not.toBeNull();
  return find() ?? '';
}

/** How many mails the outbox holds for `to`. */
export function mailCount(server: RunningServer, to: string): number {
  return readOutbox(server).filter((mail) => mail.to_address === to).length;
}
