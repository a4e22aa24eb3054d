import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packagesExcludingNode, readmeMinimumNode, type LockFile } from './declared-engines';

const readme = fs.readFileSync('README.md', 'utf8');
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as LockFile;
const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
};

describe('the Node.js versions the installed packages declare', () => {
  const minimum = readmeMinimumNode(readme);

  it('include the README minimum for every package in the lock file', () => {
    expect(minimum).toBe('20.19.0');
    expect(packagesExcludingNode(lock, minimum)).toEqual([]);
  });

  it('match the project’s own engines field', () => {
    expect(manifest.engines.node).toBe(`>=${minimum.replace(/\.0$/, '')}`);
  });

  it('name a package whose engines leave the minimum out', () => {
    const withNewOnly: LockFile = {
      packages: {
        '': { version: '0.1.0', engines: { node: '>=20.19' } },
        'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
        'node_modules/a/node_modules/b': { version: '1.0.0', engines: { node: '^18 || >=20' } },
        'node_modules/old': { version: '0.0.1', engines: ['node >= 0.4'] },
      },
    };
    expect(packagesExcludingNode(withNewOnly, minimum)).toEqual([
      { name: 'cookie', version: '2.0.2', declared: '>=22' },
    ]);
  });

  it('refuse a README that no longer names its minimum', () => {
    expect(() => readmeMinimumNode('Runs on Node.')).toThrow(/which Node\.js version/);
  });
});
