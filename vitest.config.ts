import { defineConfig } from 'vitest/config';
import { catalogueModules } from './src/build/lingui-catalogues';

export default defineConfig({
  test: {
    projects: [
      {
        // The app's catalogues by language (decision 453), as the build lists them.
        plugins: [catalogueModules()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
          // A fresh module graph per file cost 70 s of a 75 s run for 3 s of tests (decision 257).
          isolate: false,
          maxWorkers: 2,
          // Projects whose worker counts differ run as groups, one after another: unit first.
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [catalogueModules()],
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          globalSetup: ['src/server/testing/postgres-global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Each file importing the whole server afresh cost about 200 s of a 290 s run: files
          // share a worker's modules, and each test still gets its own app and database.
          isolate: false,
          // Integration files mostly wait on sockets and databases: three at once keep 2 cores busy.
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A screen's first data waits on its code and on /api/config: a busy 2-core CI machine
          // takes longer than expect.poll's default second, which is not what journeys check.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
