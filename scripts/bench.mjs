// `npm run bench`: bundles the TypeScript benchmarks with esbuild and runs them against the built product.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { build } from 'esbuild';

const BUILT = [
  'dist/server/main.js',
  'dist/server/catalogue-update-worker.js',
  'dist/server/catalogue-query-worker.js',
  'dist/server/import-worker.js',
  'dist/client/index.html',
  'data/catalogue.db',
];
if (!BUILT.every((file) => fs.existsSync(file))) {
  spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
}
await build({
  entryPoints: ['bench/main.ts'],
  outfile: '.test-output/bench.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const result = spawnSync(process.execPath, ['.test-output/bench.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
