import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { SERVER_ONLY_GROUPS } from '../shared/i18n/server-only-groups';
import {
  compileCatalogue,
  indexModuleCode,
  isCatalogueFile,
  languageModuleCode,
  linguiCatalogues,
  readLanguageFiles,
} from './lingui-catalogues';

const FILE = '/app/src/client/locales/de/shell.json';

/** The plugin's transform hook, called as Vite calls it. */
function transform(code: string, id: string) {
  const hook = linguiCatalogues().transform;
  if (typeof hook !== 'function') throw new Error('The plugin has no transform function.');
  return hook.call({} as never, code, id) as { code: string } | null;
}

describe('isCatalogueFile', () => {
  it('takes the JSON files of a language folder under src/client/locales', () => {
    expect(isCatalogueFile(FILE)).toBe(true);
    expect(isCatalogueFile('/app/src/client/locales/pt-BR/lists.json?import')).toBe(true);
    expect(isCatalogueFile('C:\\app\\src\\client\\locales\\ja\\shell.json')).toBe(true);
  });

  it('leaves other JSON and other locale files alone', () => {
    expect(isCatalogueFile('/app/package.json')).toBe(false);
    expect(isCatalogueFile('/app/src/client/locales/shell.json')).toBe(false);
    expect(isCatalogueFile('/app/src/client/locales/de/shell.ts')).toBe(false);
    expect(isCatalogueFile('/app/src/server/locales/de/shell.json')).toBe(false);
  });
});

describe('compileCatalogue', () => {
  it('compiles ICU messages that Lingui formats without a compiler', () => {
    const compiled = compileCatalogue(
      JSON.stringify({
        plain: 'Menü',
        argument: '{product} wird geladen…',
        plural: 'In {count, plural, one {# Woche} other {# Wochen}}',
      }),
      FILE,
    );
    const i18n = setupI18n({ locale: 'de', messages: { de: compiled } });
    // Lingui compiles strings at run time outside production builds; the browser has no compiler.
    i18n.setMessagesCompiler(undefined as never);
    expect(i18n._('plain')).toBe('Menü');
    expect(i18n._('argument', { product: 'Tsuzuki' })).toBe('Tsuzuki wird geladen…');
    expect(i18n._('plural', { count: 1 })).toBe('In 1 Woche');
    expect(i18n._('plural', { count: 1200 })).toBe('In 1.200 Wochen');
  });

  it('names the file and the message that is not valid ICU', () => {
    expect(() => compileCatalogue('{"shell.broken": "Open {menu"}', FILE)).toThrow(
      /de\/shell\.json: shell\.broken is not a valid ICU message/,
    );
  });

  it('refuses a catalogue that is not an object of strings', () => {
    expect(() => compileCatalogue('["Menu"]', FILE)).toThrow(/object of message ids/);
    expect(() => compileCatalogue('{"shell.count": 3}', FILE)).toThrow(
      /shell\.count is not a message/,
    );
  });
});

describe('linguiCatalogues', () => {
  it('hands Vite the compiled catalogue as JSON', () => {
    const result = transform('{"shell.loading": "Loading {product}…"}', FILE);
    expect(JSON.parse(result?.code ?? 'null')).toEqual({
      'shell.loading': ['Loading ', ['product'], '…'],
    });
  });

  it('passes other files through', () => {
    expect(transform('{"name": "tsuzuki"}', '/app/package.json')).toBeNull();
  });
});

describe('the catalogue modules', () => {
  const LOCALES = fileURLToPath(new URL('../client/locales', import.meta.url));
  const german = {
    language: 'de',
    groups: [
      { group: 'common', file: '/app/locales/de/common.json' },
      { group: 'shell', file: '/app/locales/de/shell.json' },
    ],
  };

  it('list every language folder with the app’s groups, not the server’s own', () => {
    const languages = readLanguageFiles(LOCALES, SERVER_ONLY_GROUPS);
    expect(languages.map(({ language }) => language).sort()).toEqual(
      ['de', 'en', 'es', 'fr', 'ja', 'pt-BR'].sort(),
    );
    for (const { language, groups } of languages) {
      const names = groups.map(({ group }) => group);
      expect(names, language).toContain('shell');
      expect(names, language).toContain('common');
      for (const serverOnly of SERVER_ONLY_GROUPS)
        expect(names, language).not.toContain(serverOnly);
    }
  });

  it('give another language its shell in its own module and fetch each other group apart', () => {
    const code = languageModuleCode(german, false);
    expect(code).toContain('import shell from "/app/locales/de/shell.json";');
    expect(code).toContain('"shell": () => Promise.resolve(shell)');
    expect(code).toContain('"common": () => import("/app/locales/de/common.json")');
  });

  it('leave the source language’s shell to the app’s code', () => {
    const code = languageModuleCode({ ...german, language: 'en' }, true);
    expect(code).not.toContain('shell');
    expect(code).toContain('"common": () => import(');
  });

  it('put the source language’s list in the index and fetch the others’', () => {
    const code = indexModuleCode(['en', 'de'], 'en');
    expect(code).toContain('import source from "virtual:tsuzuki-catalogues/en";');
    expect(code).toContain('"en": () => Promise.resolve(source)');
    expect(code).toContain('"de": () => import("virtual:tsuzuki-catalogues/de")');
    expect(code).not.toContain('import("virtual:tsuzuki-catalogues/en")');
  });
});
