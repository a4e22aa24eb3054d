import semver from 'semver';

interface LockedPackage {
  version?: string;
  engines?: Record<string, string> | string[];
}

export interface LockFile {
  packages: Record<string, LockedPackage>;
}

export interface EngineConflict {
  name: string;
  version: string;
  declared: string;
}

/** The Node.js version the README promises: "Requires Node.js 20.19 or newer". */
export function readmeMinimumNode(readme: string): string {
  const promised = /Requires Node\.js (\d+\.\d+(?:\.\d+)?) or newer/.exec(readme)?.[1];
  if (!promised) throw new Error('The README no longer says which Node.js version it requires.');
  return semver.coerce(promised)?.version ?? promised;
}

/**
 * Installed packages whose declared `engines.node` leaves out `node`: each makes `npm install`
 * print an EBADENGINE warning on it, and may use APIs it lacks. Old lock entries list engines as
 * an array of strings, which npm ignores, and so does this.
 */
export function packagesExcludingNode(lock: LockFile, node: string): EngineConflict[] {
  const conflicts: EngineConflict[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    const declared = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (!declared || location === '') continue;
    if (semver.satisfies(node, declared, { includePrerelease: true })) continue;
    const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    conflicts.push({ name, version: entry.version ?? '?', declared });
  }
  return conflicts;
}
