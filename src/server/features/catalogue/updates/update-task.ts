import fs from 'node:fs';
import path from 'node:path';
import { ZodError } from 'zod';
import { buildCatalogue, sha256, type BuildReport } from '../offline/build/build-catalogue';
import { readOfflineDatabaseDocument } from '../offline/build/sources/offline-database-file';
import { parseOfflineDatabaseEntry } from '../offline/build/sources/read-offline-database';
import {
  currentOfflineDatabaseSource,
  currentScheduleSource,
  infoFileOf,
  readSavedInfo,
  type SavedSchedulesInfo,
} from '../offline/build/saved-schedules';
import { readBangumiData } from '../offline/build/sources/bangumi-data';

/** Where a task reads and writes; the same for every task of one server. */
export interface UpdatePaths {
  /** The catalogue the server has open. */
  catalogueFile: string;
  /** The kept copy of the last good download (DATA_DIR/bangumi-data.json). */
  schedulesFile: string;
  /** The bundled Kaggle CSV every offline catalogue is built on. */
  bundledInput: string;
  /** The kept anime-offline-database download; null when that source is off. */
  offlineDatabaseFile: string | null;
}

/** The files an update downloads: bangumi-data daily, anime-offline-database weekly. */
export type FeedName = 'bangumi-data' | 'anime-offline-database';

/** The fingerprints of the downloads the open catalogue was built from ('' for none). */
export interface CurrentSources {
  scheduleSha256: string;
  offlineDatabaseSha256: string;
}

/** Work for the update worker: everything that reads or parses a whole file happens there. */
export type UpdateTask = UpdatePaths & {
  current: CurrentSources;
} & (
    | /** Rebuild from the kept copy when the open catalogue was built from other schedules. */
      { kind: 'catch-up' }
    | {
        /** Check a downloaded file, keep it, and build a catalogue from it unless it is the same. */
        kind: 'update';
        feed: FeedName;
        /** The download as it arrived, handed over without a copy (decision 456). */
        chunks: Uint8Array[];
        info: SavedSchedulesInfo;
      }
  );

export type TaskResult =
  | { kind: 'unchanged' }
  /** A complete catalogue is at `file`, beside the open one, ready to be swapped in. */
  | { kind: 'built'; file: string; report: BuildReport }
  | { kind: 'failed'; reason: string };

/** Where the next catalogue is built, beside the open one so the rename stays on one disk. */
export const nextCatalogueFile = (catalogueFile: string) => `${catalogueFile}.next`;

/** Writes `file` whole or not at all: a crash leaves the old file or the new one, never half. */
function writeAtomically(file: string, data: Uint8Array | string): void {
  const temporary = `${file}.saving-${process.pid}`;
  const descriptor = fs.openSync(temporary, 'w');
  try {
    fs.writeFileSync(descriptor, data);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  fs.renameSync(temporary, file);
}

function firstProblem(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it does not have the expected shape';
  const where = issue.path.length > 0 ? issue.path.join('.') : 'the top level';
  return `${where}: ${issue.message}`;
}

/** Throws a reason when the bytes are not a usable bangumi-data file. */
function checkSchedules(bytes: Buffer): void {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString());
  } catch (error) {
    throw new Error(`the file is not complete JSON (${(error as Error).message})`, {
      cause: error,
    });
  }
  let titles: number;
  try {
    titles = readBangumiData(json).titles.length;
  } catch (error) {
    if (error instanceof ZodError) {
      throw new Error(`the file is not in bangumi-data's shape (${firstProblem(error)})`, {
        cause: error,
      });
    }
    throw error;
  }
  if (titles === 0) throw new Error('the file lists no usable titles');
}

/** Throws a reason when the bytes are not a usable anime-offline-database release. */
function checkOfflineDatabase(bytes: Buffer): void {
  const { data } = readOfflineDatabaseDocument(bytes);
  if (!data.some((entry) => parseOfflineDatabaseEntry(entry) !== null)) {
    throw new Error('the file lists no usable titles');
  }
}

const FEEDS: Record<
  FeedName,
  {
    check: (bytes: Buffer) => void;
    keptFile: (paths: UpdatePaths) => string | null;
    currentSha: (current: CurrentSources) => string;
  }
> = {
  'bangumi-data': {
    check: checkSchedules,
    keptFile: (paths) => paths.schedulesFile,
    currentSha: (current) => current.scheduleSha256,
  },
  'anime-offline-database': {
    check: checkOfflineDatabase,
    keptFile: (paths) => paths.offlineDatabaseFile,
    currentSha: (current) => current.offlineDatabaseSha256,
  },
};

function buildNext(paths: UpdatePaths): TaskResult {
  const file = nextCatalogueFile(paths.catalogueFile);
  try {
    const report = buildCatalogue({
      input: paths.bundledInput,
      out: file,
      bundled: true,
      // The kept copy, read the way `npm run catalogue:ensure` reads it, so both agree.
      schedules: currentScheduleSource(paths.schedulesFile),
      offlineDatabase: currentOfflineDatabaseSource(paths.offlineDatabaseFile),
    });
    return { kind: 'built', file, report };
  } catch (error) {
    throw new Error(`building the catalogue failed (${(error as Error).message})`, {
      cause: error,
    });
  }
}

/**
 * Half-written files of an update a stopped or crashed server left behind (the builder's and
 * writeAtomically's temporary names), removed before the first task of a server's life.
 */
function removeLeftovers(paths: UpdatePaths): void {
  const next = nextCatalogueFile(paths.catalogueFile);
  const kept = [paths.schedulesFile, paths.offlineDatabaseFile].filter((file) => file !== null);
  const leftovers = [
    { dir: path.dirname(next), prefix: `${path.basename(next)}` },
    ...kept.map((file) => ({ dir: path.dirname(file), prefix: `${path.basename(file)}.saving-` })),
  ];
  for (const { dir, prefix } of leftovers) {
    for (const name of fs.readdirSync(dir)) {
      if (name.startsWith(prefix)) fs.rmSync(path.join(dir, name), { force: true });
    }
  }
}

const keptSha = (file: string | null) =>
  file !== null && readSavedInfo(file) ? sha256(fs.readFileSync(file)) : null;

/**
 * Whether the open catalogue was built from other downloads than the kept ones. No kept schedules
 * means the bundled package's, which `catalogue:ensure` already built from; no kept release of
 * anime-offline-database (or the source turned off) means a catalogue without it.
 */
function behindKeptCopies(task: UpdateTask): boolean {
  const schedules = keptSha(task.schedulesFile);
  const offlineDatabase = keptSha(task.offlineDatabaseFile) ?? '';
  return (
    (schedules !== null && schedules !== task.current.scheduleSha256) ||
    offlineDatabase !== task.current.offlineDatabaseSha256
  );
}

function run(task: UpdateTask): TaskResult {
  if (task.kind === 'catch-up') {
    removeLeftovers(task);
    return behindKeptCopies(task) ? buildNext(task) : { kind: 'unchanged' };
  }
  const feed = FEEDS[task.feed];
  const keptFile = feed.keptFile(task);
  if (keptFile === null) throw new Error(`${task.feed} is turned off`);
  const bytes = Buffer.concat(task.chunks);
  feed.check(bytes);
  // Only a file that passed the checks is kept; the data before its info, so that a crash in
  // between leaves old validators (a needless download next time), never new ones on old data.
  writeAtomically(keptFile, bytes);
  writeAtomically(infoFileOf(keptFile), JSON.stringify(task.info, null, 2));
  // A source that ignores conditional requests sends the same file again: nothing to rebuild.
  if (sha256(bytes) === feed.currentSha(task.current)) return { kind: 'unchanged' };
  return buildNext(task);
}

/** Runs one task; any failure becomes a reason, since the caller keeps the current catalogue. */
export function runUpdateTask(task: UpdateTask): TaskResult {
  try {
    return run(task);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'failed', reason };
  }
}
