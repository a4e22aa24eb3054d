import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createTestDatabase, type Dialect, type TestDatabase } from './test-databases';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The whole server on a fresh database of the dialect, driven through app.inject. */
export async function createTestApp(
  dialect: Dialect,
  environment: Record<string, string> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CLIENT_DIR: '/nonexistent-client-build',
    ...environment,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
