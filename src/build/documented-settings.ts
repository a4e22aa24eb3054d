/** One file's text, named by its path so a problem can say where to look. */
export interface NamedText {
  file: string;
  text: string;
}

/** Variables the operating system or Node.js owns; reading them is no setting of ours. */
const SYSTEM_VARIABLES = new Set(['PATH', 'TZ', 'HOME']);

const READ_PATTERN =
  /\b(?:process\.env|environment)\??\.([A-Z][A-Z0-9_]*)\b|\bprocess\.env\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g;

/**
 * Variables that scripts, benchmarks and the test harness read straight from the environment
 * (`process.env.X`, `process.env['X']`, or `environment.X` where a function takes the
 * environment as its parameter), beside the server's schema.
 */
export function variablesReadIn(sources: readonly NamedText[]): Set<string> {
  const names = new Set<string>();
  for (const { text } of sources) {
    for (const match of text.matchAll(READ_PATTERN)) {
      const name = match[1] ?? match[2];
      if (name && !SYSTEM_VARIABLES.has(name)) names.add(name);
    }
  }
  return names;
}

const TABLE_ROW = /^\|(.*)\|\s*$/;
const DIVIDER_ROW = /^\|[\s:|-]+\|\s*$/;

/**
 * Where each variable has its own entry: a row of a Markdown table whose first column is headed
 * "Variable", naming it in backticks in that first cell (`A` / `B` names two). Prose that mentions
 * a variable elsewhere is a reference, not an entry.
 */
export function documentedEntries(pages: readonly NamedText[]): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const { file, text } of pages) {
    let inSettingsTable = false;
    for (const line of text.split('\n')) {
      const cells = TABLE_ROW.exec(line)?.[1]?.split('|');
      if (!cells) {
        inSettingsTable = false;
        continue;
      }
      if (DIVIDER_ROW.test(line)) continue;
      const first = cells[0]?.trim() ?? '';
      if (first === 'Variable') {
        inSettingsTable = true;
        continue;
      }
      if (!inSettingsTable) continue;
      for (const [, name] of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) {
        if (name) entries.set(name, [...(entries.get(name) ?? []), file]);
      }
    }
  }
  return entries;
}

/** The variables `.env.example` lists, set or commented out (`NAME=` or `# NAME=`). */
export function exampleSettings(example: string): Set<string> {
  return new Set([...example.matchAll(/^(?:#\s*)?([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name!));
}

/** Each variable read but documented in no entry or in several, and each entry nothing reads. */
export function documentationProblems(
  read: ReadonlySet<string>,
  entries: ReadonlyMap<string, readonly string[]>,
): string[] {
  const problems: string[] = [];
  for (const name of [...read].sort()) {
    const files = entries.get(name) ?? [];
    if (files.length === 0) problems.push(`${name} is read but has no entry in README.md or docs/`);
    if (files.length > 1) problems.push(`${name} has ${files.length} entries: ${files.join(', ')}`);
  }
  for (const [name, files] of [...entries].sort(([a], [b]) => a.localeCompare(b))) {
    if (!read.has(name))
      problems.push(`${name} is documented in ${files.join(', ')} but never read`);
  }
  return problems;
}
