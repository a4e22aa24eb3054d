// `npm start`: builds only when the sources are newer than the last build, then starts the server
// quietly: the address to open and where the data lives (decision 167).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import dotenv from 'dotenv';

/** What the build reads; tests are left out, as they change nothing that is built. */
const INPUTS = [
  'src',
  'catalogue',
  'scripts/build-server.mjs',
  'scripts/catalogue.mjs',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
const OUTPUTS = ['dist/server/main.js', 'dist/client/index.html'];
const TEST_FILE = /\.(int\.)?test\.tsx?$/;

function newestChange(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return TEST_FILE.test(entry) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) {
    newest = Math.max(newest, newestChange(path.join(entry, name)));
  }
  return newest;
}

function builtAt() {
  try {
    return Math.min(...OUTPUTS.map((output) => fs.statSync(output).mtimeMs));
  } catch {
    return 0;
  }
}

/** Runs an npm script, showing its output only if it fails. */
function runQuietly(script, what) {
  const result = spawnSync('npm', ['run', script, '--silent'], { encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`${what} failed; see above.`);
    process.exit(result.status ?? 1);
  }
}

// The server reads .env itself; it is read here too, for LOG_LEVEL and the catalogue's place.
dotenv.config({ quiet: true });

if (Math.max(...INPUTS.map(newestChange)) > builtAt()) {
  console.log('Building Tsuzuki (first start, or the sources changed)…');
  runQuietly('build', 'The build');
} else {
  const dataDir = process.env.DATA_DIR || './data';
  const catalogue = process.env.CATALOGUE_FILE || path.join(dataDir, 'catalogue.db');
  if (!fs.existsSync(catalogue)) runQuietly('catalogue:ensure', 'Building the catalogue');
}

// Logs are for operators who ask for them (LOG_LEVEL); a plain start prints errors only.
const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  // .env is already read: the server need not say so again.
  env: { LOG_LEVEL: 'error', ...process.env, DOTENV_CONFIG_QUIET: 'true' },
});
// npm passes SIGTERM and SIGINT to this process (package.json's `exec` makes it npm's own child,
// with no shell between to die of them); the server finishes in-flight requests, then this
// process exits with the server's code, and npm with it (decision 316). Ctrl-C reaches the
// server twice, from the terminal and from here: its shutdown runs once.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
