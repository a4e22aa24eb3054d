import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A PostgreSQL the test run uses: the machine's at TEST_DATABASE_URL, or one started here. */
export interface TestPostgres {
  url: string;
  stop(): void;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function findPostgresBin(): string {
  const candidates = [process.env.PG_BIN_DIR, '/usr/lib/postgresql'].filter(Boolean) as string[];
  for (const candidate of candidates) {
    if (fs.existsSync(path.join(candidate, 'initdb'))) return candidate;
    if (!fs.existsSync(candidate)) continue;
    const versions = fs.readdirSync(candidate).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = path.join(candidate, version, 'bin');
      if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
    }
  }
  throw new Error(
    'No PostgreSQL for the integration tests: set TEST_DATABASE_URL, or install the Debian package "postgresql" (initdb and pg_ctl).',
  );
}

/** initdb refuses to run as root, so the throw-away cluster runs as the postgres system user. */
function asPostgresUser(command: string, args: string[]): string[] {
  if (process.getuid?.() !== 0) return [command, ...args];
  return ['runuser', '-u', 'postgres', '--', command, ...args];
}

function run(argv: string[], { mustSucceed = true } = {}): void {
  const [command, ...args] = argv as [string, ...string[]];
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (mustSucceed && result.status !== 0) {
    throw new Error(`${argv.join(' ')} failed: ${result.stderr || result.stdout}`);
  }
}

async function startThrowAwayServer(): Promise<TestPostgres> {
  const bin = findPostgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-pg-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres', dir]);
  const port = await freePort();
  run(
    asPostgresUser(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
    ]),
  );
  run(
    asPostgresUser(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]),
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run(asPostgresUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', 'stop']), {
        mustSucceed: false,
      });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) {
    if (!(await reachable(configured))) {
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer at ${configured}`);
    }
    return { url: configured, stop: () => undefined };
  }
  return startThrowAwayServer();
}
