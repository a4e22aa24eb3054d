import SQLite, { type Statement } from 'better-sqlite3';
import { vi } from 'vitest';

/** Test support: what a piece of work asks of a catalogue file, and how SQLite answers it. */
export interface CatalogueRead {
  sql: string;
  values: unknown[];
}

/**
 * Every statement better-sqlite3 runs on `catalogueFile` while `work` runs, read off the driver's
 * own statements (the driver is observed, not replaced: each still runs).
 */
export async function catalogueReadsDuring(
  catalogueFile: string,
  work: () => Promise<unknown>,
): Promise<CatalogueRead[]> {
  const probe = new SQLite(':memory:');
  const statements = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Statement;
  probe.close();
  const spies = (['all', 'get', 'iterate'] as const).map((method) => vi.spyOn(statements, method));
  try {
    await work();
    return spies.flatMap((spy) =>
      (spy.mock.contexts as Statement[]).flatMap((statement, index) =>
        statement.database.name === catalogueFile
          ? [{ sql: statement.source, values: spy.mock.calls[index] ?? [] }]
          : [],
      ),
    );
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/** SQLite's own plan for the read: `SCAN titles` is a read of every row. */
export function readsWholeTable(catalogueFile: string, read: CatalogueRead): boolean {
  const catalogue = new SQLite(catalogueFile, { readonly: true });
  try {
    const plan = catalogue.prepare(`EXPLAIN QUERY PLAN ${read.sql}`).all(...read.values);
    return (plan as { detail: string }[]).some(({ detail }) => /^SCAN (titles|t)\b/.test(detail));
  } finally {
    catalogue.close();
  }
}
