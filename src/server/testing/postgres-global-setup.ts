import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Integration tests run against SQLite and a real PostgreSQL, never skipping the latter. */
export default async function setup(project: TestProject): Promise<() => void> {
  const postgres = await startTestPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
