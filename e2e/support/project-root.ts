import fs from 'node:fs';
import path from 'node:path';

/** The folder holding package.json, wherever this file was bundled to (the bench bundles it). */
export function projectRoot(from = import.meta.dirname): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}
