import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const WORKER_SOURCE = path.resolve(
  import.meta.dirname,
  '../features/lists/import/import-worker.ts',
);
/** Inside node_modules, so the bundle's external packages resolve as the server's do. */
const CACHE_DIR = path.resolve(import.meta.dirname, '../../../node_modules/.cache/tsuzuki');

let bundled: Promise<string> | undefined;

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [WORKER_SOURCE],
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild wrote no import worker');
  // Named by its content: test files running at once share one file, and none is half-written.
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(CACHE_DIR, `import-worker-${hash}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, file);
  }
  return file;
}

/**
 * A worker thread runs plain JavaScript, not the TypeScript the tests import, so tests bundle the
 * import worker as `npm run build` does: once per process, when the first import needs it.
 */
export function testImportWorker(): Promise<string> {
  bundled ??= bundle();
  return bundled;
}
