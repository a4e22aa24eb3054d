// `npm run bench`: bundles the TypeScript benchmarks with esbuild and runs them against the built product.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { build } from 'esbuild';

if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/client/index.html')) {
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
