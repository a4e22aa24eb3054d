import { spawn } from 'node:child_process';
import path from 'node:path';

export interface ScriptResult {
  code: number | null;
  output: string;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs one of scripts/*.mjs as an operator would, with only the given settings. */
export function runScript(
  script: string,
  args: string[],
  environment: Record<string, string>,
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
