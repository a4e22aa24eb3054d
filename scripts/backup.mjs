// `npm run backup [-- <file>]`: a consistent copy of the SQLite database, safe while the server
// runs. SQLite's online backup API copies a single snapshot while writers carry on.
import 'dotenv/config';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { checkIntegrity, sqliteDatabaseFile } from './sqlite-database-file.mjs';

const { dataDir, file } = sqliteDatabaseFile();
if (!fs.existsSync(file)) {
  console.error(`No database at ${file}: check DATA_DIR or SQLITE_FILE.`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z');
const destination = path.resolve(
  process.argv[2] ?? path.join(dataDir, 'backups', `tsuzuki-${stamp}.db`),
);
if (fs.existsSync(destination)) {
  console.error(`${destination} already exists; name another file.`);
  process.exit(1);
}
fs.mkdirSync(path.dirname(destination), { recursive: true });
const partial = `${destination}.partial`;

const source = new SQLite(file, { fileMustExist: true });
source.pragma('busy_timeout = 5000');
try {
  await source.backup(partial);
  const copy = new SQLite(partial);
  try {
    // One self-contained file: no -wal or -shm beside it to lose when it is copied elsewhere.
    copy.pragma('journal_mode = DELETE');
    checkIntegrity(copy, 'The backup');
  } finally {
    copy.close();
  }
  fs.renameSync(partial, destination);
} catch (error) {
  fs.rmSync(partial, { force: true });
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
} finally {
  source.close();
}
const megabytes = (fs.statSync(destination).size / 1_048_576).toFixed(1);
console.log(`Backed up ${file} to ${destination} (${megabytes} MB).`);
