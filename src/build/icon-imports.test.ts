import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconModules, withIconModules } from './icon-imports';

const entry = `export { index as icons };
export { LucideProvider, useLucideContext } from './context.mjs';
export { default as Star, default as StarIcon, default as LucideStar } from './icons/star.mjs';
export { default as X, default as XIcon } from './icons/x.mjs';`;

describe('icon imports', () => {
  const modules = iconModules(entry, '/pkg/esm');

  it('reads every name of each icon from the entry', () => {
    expect(modules.get('Star')).toBe(path.join('/pkg/esm', 'icons/star.mjs'));
    expect(modules.get('LucideStar')).toBe(path.join('/pkg/esm', 'icons/star.mjs'));
    expect(modules.get('XIcon')).toBe(path.join('/pkg/esm', 'icons/x.mjs'));
    expect(modules.has('LucideProvider')).toBe(false);
  });

  it('imports each icon from its own module, renames kept', () => {
    const code = 'import { Star, X as Close } from "lucide-react";\nuse(Star, Close);';
    expect(withIconModules(code, modules)).toBe(
      `import Star from ${JSON.stringify(modules.get('Star'))};` +
        `import Close from ${JSON.stringify(modules.get('X'))};\nuse(Star, Close);`,
    );
  });

  it('keeps what is not an icon imported from the entry', () => {
    const code = "import { LucideProvider, StarIcon } from 'lucide-react'";
    expect(withIconModules(code, modules)).toBe(
      'import { LucideProvider } from "lucide-react";' +
        `import StarIcon from ${JSON.stringify(modules.get('Star'))};`,
    );
    expect(withIconModules("import { LucideProvider } from 'lucide-react';", modules)).toBe(
      "import { LucideProvider } from 'lucide-react';",
    );
  });

  it('finds the installed package’s icons', () => {
    const esm = path.join(process.cwd(), 'node_modules/lucide-react/dist/esm');
    const installed = iconModules(fs.readFileSync(path.join(esm, 'lucide-react.mjs'), 'utf8'), esm);
    const house = installed.get('House');
    expect(house).toBeDefined();
    expect(fs.existsSync(house ?? '')).toBe(true);
  });
});
