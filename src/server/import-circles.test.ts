import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = path.dirname(fileURLToPath(import.meta.url));
const RELATIVE_IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

function sourceFiles(): string[] {
  return fs
    .readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => path.join(SERVER, file));
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(RELATIVE_IMPORT)].flatMap((match) => {
    const base = path.resolve(path.dirname(file), match[1] ?? '');
    const found = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) =>
      fs.existsSync(candidate),
    );
    return found ? [found] : [];
  });
}

/** Every circle met in a depth-first walk, each written as its files in import order. */
function circles(graph: Map<string, string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const found: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        found.push(
          [...trail.slice(trail.indexOf(next)), next]
            .map((item) => path.relative(SERVER, item))
            .join(' → '),
        );
      } else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('server imports', () => {
  it('form no circle, type imports included', () => {
    const graph = new Map(sourceFiles().map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });
});
