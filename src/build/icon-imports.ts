import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * Decision 415: lucide-react's entry re-exports every icon. The chunk plan (decision 271) follows
 * static imports, so through that entry it put each icon any screen draws in the app's first
 * chunk. Importing each icon from its own module lets every icon go with the code that draws it.
 */

const ICON_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)'/g;
const DEFAULT_AS = /default\s+as\s+([A-Za-z0-9_$]+)/g;

/** Each icon's exported names to its module's path, read from the package's entry. */
export function iconModules(entrySource: string, entryDir: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, names = '', relative = ''] of entrySource.matchAll(ICON_EXPORT)) {
    const file = path.join(entryDir, relative);
    for (const [, name = ''] of names.matchAll(DEFAULT_AS)) modules.set(name, file);
  }
  return modules;
}

const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/**
 * The module's imports from the package's entry, each icon imported from its own module instead;
 * names the entry exports otherwise (its context, its types) stay imported from the entry.
 */
export function withIconModules(code: string, modules: ReadonlyMap<string, string>): string {
  return code.replace(ICON_IMPORT, (statement, specifiers: string) => {
    const kept: string[] = [];
    const direct: string[] = [];
    for (const specifier of specifiers.split(',').map((part) => part.trim())) {
      if (specifier === '') continue;
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
      const file = modules.get(imported);
      if (file === undefined) kept.push(specifier);
      else direct.push(`import ${local} from ${JSON.stringify(file)};`);
    }
    if (direct.length === 0) return statement;
    const rest = kept.length > 0 ? `import { ${kept.join(', ')} } from "lucide-react";` : '';
    return rest + direct.join('');
  });
}

export function iconImports(): Plugin {
  let modules: Map<string, string> | undefined;
  const read = () => {
    const entry = createRequire(import.meta.url).resolve('lucide-react');
    const esmEntry = path.join(path.dirname(entry), '..', 'esm', 'lucide-react.mjs');
    return iconModules(fs.readFileSync(esmEntry, 'utf8'), path.dirname(esmEntry));
  };
  return {
    name: 'tsuzuki:icon-imports',
    apply: 'build',
    // After TypeScript is stripped, so type-only imports are gone.
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('lucide-react')) return null;
      modules ??= read();
      const rewritten = withIconModules(code, modules);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
