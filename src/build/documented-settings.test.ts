import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_SETTING_NAMES } from '../server/config';
import {
  documentationProblems,
  documentedEntries,
  exampleSettings,
  variablesReadIn,
  type NamedText,
} from './documented-settings';

const SOURCE_ROOTS = ['src', 'scripts', 'bench', 'e2e'];
const SOURCE_FILE = /\.(?:ts|tsx|mjs)$/;
/** This check's own files quote variable reads as examples. */
const OWN_FILES = new Set([
  'src/build/documented-settings.ts',
  'src/build/documented-settings.test.ts',
]);

function sourcesUnder(root: string): NamedText[] {
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((relative) => path.join(root, relative).split(path.sep).join('/'))
    .filter(
      (file) => SOURCE_FILE.test(file) && !OWN_FILES.has(file) && !file.includes('/fixtures/'),
    )
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
}

function documentationPages(): NamedText[] {
  const docs = fs
    .readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs].map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
}

describe('the documented environment variables', () => {
  const read = new Set([
    ...SERVER_SETTING_NAMES,
    ...variablesReadIn(SOURCE_ROOTS.flatMap(sourcesUnder)),
  ]);
  const entries = documentedEntries(documentationPages());

  it('are exactly the ones the code reads, each with one entry in README.md or docs/', () => {
    expect(read).toContain('DATABASE_URL');
    expect(read).toContain('TEST_DATABASE_URL');
    expect(documentationProblems(read, entries)).toEqual([]);
  });

  it('keep every server setting in .env.example', () => {
    const listed = exampleSettings(fs.readFileSync('.env.example', 'utf8'));
    expect(SERVER_SETTING_NAMES.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !SERVER_SETTING_NAMES.includes(name))).toEqual([]);
  });

  it('name a variable without an entry, one with two, and an entry nothing reads', () => {
    const pages: NamedText[] = [
      {
        file: 'docs/a.md',
        text: [
          '| Variable | Default | Meaning |',
          '| --- | --- | --- |',
          '| `PORT` | `3000` | Port. |',
          '| `TMDB_API_KEY` / `TMDB_READ_TOKEN` | — | TMDB. |',
          '| `OLD_SETTING` | — | Gone. |',
          '',
          'Set `HOST` in prose: a reference, not an entry.',
        ].join('\n'),
      },
      {
        file: 'docs/b.md',
        text: '| Variable | Meaning |\n| --- | --- |\n| `PORT` | Again. |\n\n| To | set |\n| --- | --- |\n| bind | `HOST` |',
      },
    ];
    const code = new Set(['PORT', 'HOST', 'TMDB_API_KEY', 'TMDB_READ_TOKEN']);
    expect(documentationProblems(code, documentedEntries(pages))).toEqual([
      'HOST is read but has no entry in README.md or docs/',
      'PORT has 2 entries: docs/a.md, docs/b.md',
      'OLD_SETTING is documented in docs/a.md but never read',
    ]);
  });

  it('find reads through process.env and an environment parameter, leaving out system variables', () => {
    const source = [
      "const a = process.env.FUZZ_RUNS; const b = process.env['BENCH_SEED'];",
      'function f(environment = process.env) { return environment.LOAD_SECONDS ?? process.env.PATH; }',
      'const c = import.meta.env.PROD;',
    ].join('\n');
    expect([...variablesReadIn([{ file: 'x.ts', text: source }])].sort()).toEqual([
      'BENCH_SEED',
      'FUZZ_RUNS',
      'LOAD_SECONDS',
    ]);
  });

  it('read set and commented-out lines of .env.example', () => {
    expect([
      ...exampleSettings('# A comment.\nPORT=3000\n# IMAGE_HOSTS=\nNot=a setting\n'),
    ]).toEqual(['PORT', 'IMAGE_HOSTS']);
  });
});
