import 'dotenv/config';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { migrateToLatest, openDatabase } from './db/connect';
import { ownAddress } from './http/own-address';

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Tsuzuki cannot start. ${error.message}\nSee .env.example for every setting.`);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const app = await buildApp({ config, database, warmCatalogue: true });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting now');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    await app.close();
    await database.close();
    app.log.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.publicUrl ?? ownAddress(app, config);
  app.log.info({ database: database.dialect }, `Tsuzuki is running at ${shown}`);
  console.log(`\n  Tsuzuki is running at ${shown}\n  ${whereTheDataLives(config)}\n`);
}

/** For the operator: the data folder, and the database when it is not in that folder. */
function whereTheDataLives({ dataDir, database }: Config): string {
  if (database.kind === 'sqlite') {
    return path.dirname(database.file) === dataDir
      ? `Data is kept in ${dataDir}`
      : `Data is kept in ${database.file} and ${dataDir}`;
  }
  const { host, pathname } = new URL(database.url);
  return `Data is kept in PostgreSQL at ${host}${pathname}, the catalogue in ${dataDir}`;
}

function isPortTaken(error: unknown): error is { port: number } {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'EADDRINUSE'
  );
}

start().catch((error: unknown) => {
  if (isPortTaken(error)) {
    console.error(
      `Tsuzuki cannot start: port ${error.port} is already in use. Set PORT to a free port.`,
    );
  } else {
    console.error('Tsuzuki failed to start:', error);
  }
  process.exit(1);
});
