import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './project-root';

const ROOT = projectRoot();

/** Journeys run against the built product; build it once if `npm test` has not already. */
export default function setup(): void {
  const built =
    fs.existsSync(path.join(ROOT, 'dist/client/index.html')) &&
    fs.existsSync(path.join(ROOT, 'dist/server/main.js')) &&
    fs.existsSync(path.join(ROOT, 'data/catalogue.db'));
  if (!built) execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}
