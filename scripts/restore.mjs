// `npm run restore -- <backup file> [--force]`: puts a backup made by `npm run backup` back in
// place. Run it with the server stopped; the database it replaces is kept beside it.
import 'dotenv/config';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { checkIntegrity, sqliteDatabaseFile } from './sqlite-database-file.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const backupFile = args.find((arg) => arg !== '--force');
if (!backupFile) {
  console.error('Name the backup to restore: npm run restore -- data/backups/tsuzuki-<time>.db');
  process.exit(2);
}
if (!fs.existsSync(backupFile)) {
  console.error(`No backup at ${backupFile}.`);
  process.exit(1);
}
const { file } = sqliteDatabaseFile();
if (fs.existsSync(`${file}-wal`) && !force) {
  console.error(
    `${file} looks in use (its -wal file exists): stop the server first. If it is stopped (for instance after a crash), run again with --force.`,
  );
  process.exit(1);
}

const backup = new SQLite(backupFile, { readonly: true, fileMustExist: true });
try {
  checkIntegrity(backup, 'The backup');
  if (fs.existsSync(file)) {
    const kept = `${file}.before-restore-${Date.now()}`;
    const current = new SQLite(file, { fileMustExist: true });
    try {
      await current.backup(kept);
    } finally {
      current.close();
    }
    console.log(`Kept the replaced database as ${kept}.`);
  }
  // SQLite's backup API rewrites the pages under its own locks, never by copying a live file.
  await backup.backup(file);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
} finally {
  backup.close();
}
console.log(`Restored ${file} from ${backupFile}.`);
