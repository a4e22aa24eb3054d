import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { CATALOGUE_SCHEMA_VERSION, readCatalogueMeta } from '../catalogue-meta';
import { buildCatalogue, sha256, type BuildReport, type ScheduleSource } from './build-catalogue';

export type EnsureOutcome =
  { action: 'built'; reason: string; report: BuildReport } | { action: 'kept'; reason: string };

function readMeta(file: string) {
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return readCatalogueMeta(connection, file);
  } finally {
    connection.close();
  }
}

/**
 * Makes sure a catalogue exists at `out`: builds it from the bundled source when it is missing or
 * was built from an older bundled source or layout. A catalogue an operator built from another
 * file is never replaced; an unreadable file is reported, not overwritten.
 */
export function ensureCatalogue(options: {
  out: string;
  bundledSource: string;
  schedules: ScheduleSource;
}): EnsureOutcome {
  const build = (reason: string): EnsureOutcome => ({
    action: 'built',
    reason,
    report: buildCatalogue({
      input: options.bundledSource,
      out: options.out,
      bundled: true,
      schedules: options.schedules,
    }),
  });
  if (!fs.existsSync(options.out)) return build('no catalogue yet');
  const meta = readMeta(options.out);
  if (!meta.bundled) {
    const stale = meta.schemaVersion !== CATALOGUE_SCHEMA_VERSION;
    return {
      action: 'kept',
      reason:
        `built from ${meta.sourceFile} by the operator` +
        (stale
          ? `, in an older layout: rebuild it with "npm run catalogue:build -- <that file>"`
          : ''),
    };
  }
  if (meta.schemaVersion !== CATALOGUE_SCHEMA_VERSION) return build('older catalogue layout');
  if (meta.sourceSha256 !== sha256(fs.readFileSync(options.bundledSource))) {
    return build('the bundled source changed');
  }
  if (meta.scheduleSha256 !== sha256(fs.readFileSync(options.schedules.file))) {
    return build(`the schedules changed (${options.schedules.label})`);
  }
  return { action: 'kept', reason: 'up to date with the bundled source' };
}
