import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from './project-root';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed, for diagnosing a failed journey. */
  output(): string;
  /** The CPU time the server used so far, user and system (Linux's /proc), for the bench. */
  cpuMs(): number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const ROOT = projectRoot();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy in 20 s:\n${output()}`);
}

/** Clock ticks a second, as /proc counts CPU time on Linux. */
const CLOCK_TICKS = 100;

function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

export interface ServerOptions {
  /**
   * Run on this data folder (e.g. one an earlier server used, to restart with other settings);
   * the caller owns it and stop() leaves it in place.
   */
  dataDir?: string;
}

/**
 * What every server a journey starts is given: its own data folder, the shared catalogue, and no
 * internet: it never replaces that catalogue, nor asks a picture host or Kitsu (the journeys that
 * need one name their own local one).
 */
export function offlineServerEnvironment(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CATALOGUE_FILE: path.join(ROOT, 'data/catalogue.db'),
    CATALOGUE_UPDATE_URL: '',
    ANIME_OFFLINE_DATABASE_URL: '',
    IMAGE_HOSTS: '',
    METADATA_URL: '',
  };
}

/** The built server (dist/) as a real process on loopback, with its own temporary data folder. */
export async function startServer(
  environment: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-e2e-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: {
      ...offlineServerEnvironment(port, dataDir),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Journeys and the bench sign up dozens of accounts from loopback.
      SIGN_UPS_PER_HOUR_PER_IP: '100000',
      // The bench hammers the catalogue proxy from loopback; the limit's own test sets it lower.
      CATALOGUE_CALLS_PER_MINUTE_PER_IP: '10000000',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = () => printed;
  await waitForHealth(baseUrl, child, output);
  return {
    baseUrl,
    dataDir,
    output,
    cpuMs: () => processCpuMs(child.pid),
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => {
          if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill(signal);
      }),
  };
}
