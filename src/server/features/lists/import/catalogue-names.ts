import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { TimeSlice } from '../../../lib/time-slice';
import { type CompactNameIndex, CompactNameIndexBuilder } from './compact-name-index';

/** Read in a few milliseconds each, so the build gives other requests a turn between them. */
const ROWS_PER_READ = 500;

interface TitleNames {
  id: number;
  search_compact: string;
}

/** Each title's compact names, read from the catalogue file a batch at a time. */
async function indexOf(file: string): Promise<CompactNameIndex> {
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const read = connection.prepare(
      'SELECT id, search_compact FROM titles WHERE id > ? ORDER BY id LIMIT ?',
    );
    const builder = new CompactNameIndexBuilder();
    const slice = new TimeSlice();
    let after = 0;
    for (;;) {
      const rows = read.all(after, ROWS_PER_READ) as TitleNames[];
      for (const row of rows) builder.add(row.id, row.search_compact);
      const last = rows.at(-1);
      if (!last || rows.length < ROWS_PER_READ) break;
      after = last.id;
      await slice.pause();
    }
    return await builder.finish(() => slice.pause());
  } finally {
    connection.close();
  }
}

/** Which file this is: the updater renames a new catalogue into place (a new inode). */
function identityOf(file: string): string {
  const stat = fs.statSync(file);
  return `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
}

/** What one build of the index cost, for the log. */
export interface IndexBuilt {
  names: number;
  bytes: number;
  milliseconds: number;
}

/**
 * The catalogue file's names as an index (issue 33, decision 325), built when an import first
 * needs it and again once the file has been replaced. An import that finds no title by its ids
 * then finds its names' titles without reading the whole catalogue for each name.
 */
export class CatalogueNames {
  private built: { identity: string; index: Promise<CompactNameIndex> } | null = null;

  constructor(
    private readonly file: string,
    private readonly onBuilt: (built: IndexBuilt) => void,
  ) {}

  index(): Promise<CompactNameIndex> {
    const identity = identityOf(this.file);
    if (this.built?.identity === identity) return this.built.index;
    const started = performance.now();
    const index = indexOf(this.file);
    this.built = { identity, index };
    index.then(
      (built) =>
        this.onBuilt({
          names: built.names,
          bytes: built.bytes,
          milliseconds: Math.round(performance.now() - started),
        }),
      () => {
        // A failed build is not kept: the next import tries again.
        if (this.built?.index === index) this.built = null;
      },
    );
    return index;
  }
}
