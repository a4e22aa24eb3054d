import { build } from 'esbuild';

// Bundles the server and its dependencies into one file: Node then loads one module instead of
// resolving hundreds, which is most of the cold-start time. Native addons stay in node_modules.
// The catalogue update, catalogue query and import workers are files beside it, each run in a thread.
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'catalogue-update-worker': 'src/server/features/catalogue/updates/update-worker.ts',
    'catalogue-query-worker': 'src/server/features/catalogue/query-pool/query-worker.ts',
    'import-worker': 'src/server/features/lists/import/import-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['better-sqlite3', 'pg-native', 'sharp'],
  // CommonJS dependencies inside an ES module bundle still call require().
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  minifySyntax: true,
  sourcemap: true,
  logLevel: 'warning',
});
