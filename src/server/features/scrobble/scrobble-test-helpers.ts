import fs from 'node:fs';
import path from 'node:path';

/** A recorded payload from fixtures/ (see SOURCES.md), with the fields a test changes. */
export function recorded<T extends Record<string, unknown>>(
  name: string,
  changes: Partial<T> = {},
): T {
  const text = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
  return { ...(JSON.parse(text) as T), ...changes };
}
