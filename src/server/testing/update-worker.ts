import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const WORKER_SOURCE = path.resolve(
  import.meta.dirname,
  '../features/catalogue/updates/update-worker.ts',
);
/** Inside node_modules, so the bundle's external packages resolve as the server's do. */
const CACHE_DIR = path.resolve(import.meta.dirname, '../../../node_modules/.cache/tsuzuki');

/**
 * A worker thread runs plain JavaScript, not the TypeScript the tests import, so tests bundle the
 * catalogue update worker as `npm run build` does. Returns the file and a function removing it.
 */
export async function bundleUpdateWorker(): Promise<{ file: string; remove(): void }> {
  const file = path.join(CACHE_DIR, `catalogue-update-worker-${randomUUID()}.mjs`);
  await build({
    entryPoints: [WORKER_SOURCE],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return { file, remove: () => fs.rmSync(file, { force: true }) };
}
