import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';

// The catalogue CLI is TypeScript; bundle it (dependencies stay external) and run it with node.
const outfile = path.resolve('node_modules/.cache/tsuzuki/catalogue-cli.mjs');
await build({
  entryPoints: ['src/server/features/catalogue/offline/build/cli.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const result = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
