import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Inside node_modules, so the bundle's external packages resolve as the server's do. */
const CACHE_DIR = path.resolve(import.meta.dirname, '../../../node_modules/.cache/tsuzuki');

async function bundle(source: string, name: string): Promise<string> {
  const result = await build({
    entryPoints: [source],
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`esbuild wrote no ${name}`);
  // Named by its content: test files running at once share one file, and none is half-written.
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(CACHE_DIR, `${name}-${hash}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, file);
  }
  return file;
}

/**
 * A worker thread runs plain JavaScript, not the TypeScript the tests import, so tests bundle a
 * worker's entry as `npm run build` does: once per process, when the first use needs it.
 */
function bundledWorker(source: string, name: string): () => Promise<string> {
  let bundled: Promise<string> | undefined;
  return () => {
    bundled ??= bundle(source, name);
    return bundled;
  };
}

export const testImportWorker = bundledWorker(
  path.resolve(import.meta.dirname, '../features/lists/import/import-worker.ts'),
  'import-worker',
);

export const testCatalogueQueryWorker = bundledWorker(
  path.resolve(import.meta.dirname, '../features/catalogue/query-pool/query-worker.ts'),
  'catalogue-query-worker',
);
