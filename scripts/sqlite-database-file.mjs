// Which SQLite file `npm run backup` and `npm run restore` work on: the server's own settings.
import path from 'node:path';

export function sqliteDatabaseFile(environment = process.env) {
  if (environment.DATABASE_URL?.trim()) {
    console.error(
      'DATABASE_URL is set: this instance keeps its data in PostgreSQL. Back it up with pg_dump and restore it with pg_restore (see docs/operations.md, "Backups").',
    );
    process.exit(2);
  }
  const dataDir = path.resolve(environment.DATA_DIR?.trim() || './data');
  return {
    dataDir,
    file: path.resolve(environment.SQLITE_FILE?.trim() || path.join(dataDir, 'tsuzuki.db')),
  };
}

/** A fast structural check of a database file; throws with SQLite's own words when it fails. */
export function checkIntegrity(database, label) {
  const result = database.pragma('quick_check', { simple: true });
  if (result !== 'ok') throw new Error(`${label} failed its integrity check: ${result}`);
  const tables = database
    .prepare("select name from sqlite_master where type = 'table' and name = 'users'")
    .all();
  if (tables.length === 0) throw new Error(`${label} is not a Tsuzuki database (no users table)`);
}
