import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { SOURCE_LANGUAGE } from '../shared/i18n/languages';
import { SERVER_ONLY_GROUPS } from '../shared/i18n/server-only-groups';

/** A catalogue: `src/client/locales/<language>/<group>.json`, message id → ICU message. */
const CATALOGUE_FILE = /\/src\/client\/locales\/[^/]+\/[^/]+\.json$/;

export function isCatalogueFile(id: string): boolean {
  return CATALOGUE_FILE.test(id.replace(/\?.*$/, '').replaceAll('\\', '/'));
}

/**
 * Each message of a catalogue compiled for Lingui's runtime, which then needs no ICU parser in
 * the browser (decision 413). A catalogue that is not an object of strings, or a message that is
 * not valid ICU, fails the build with the file and the message id named.
 */
export function compileCatalogue(source: string, file: string): Record<string, CompiledMessage> {
  const parsed: unknown = JSON.parse(source);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${file}: a catalogue is an object of message ids and messages.`);
  const compiled: Record<string, CompiledMessage> = {};
  for (const [id, message] of Object.entries(parsed)) {
    if (typeof message !== 'string') throw new Error(`${file}: ${id} is not a message (a string).`);
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: ${id} is not a valid ICU message: ${String(error)}`, {
        cause: error,
      });
    }
  }
  return compiled;
}

/**
 * Compiles the JSON catalogues as they are imported, before Vite's JSON plugin makes a module of
 * them: a route's chunk gets its own group's compiled messages, in the user's language only.
 */
export function linguiCatalogues(): Plugin {
  return {
    name: 'tsuzuki:lingui-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!isCatalogueFile(id)) return null;
      return { code: JSON.stringify(compileCatalogue(code, id)), map: null };
    },
  };
}

/** The module that lists each language's catalogues (decision 453). */
export const CATALOGUES_MODULE = 'virtual:tsuzuki-catalogues';
const RESOLVED_PREFIX = `\0${CATALOGUES_MODULE}`;

/** One language's catalogue files, as the module listing them names them. */
export interface LanguageFiles {
  language: string;
  /** The app's groups, each with its file: the groups only the server words are not listed. */
  groups: readonly { group: string; file: string }[];
}

const fetched = (file: string) =>
  `() => import(${JSON.stringify(file)}).then((module) => module.default)`;

/**
 * A language's module: its groups, each fetched when first asked for. Another language than the
 * source one has its shell in the module itself, so a reader of it needs one request, not two,
 * before the first render; the source language's shell is in the app's code (src/client/i18n).
 */
export function languageModuleCode({ groups }: LanguageFiles, isSource: boolean): string {
  const shell = groups.find(({ group }) => group === 'shell');
  const lines = groups
    .filter(({ group }) => group !== 'shell')
    .map(({ group, file }) => `  ${JSON.stringify(group)}: ${fetched(file)},`);
  if (isSource || !shell) return `export default {\n${lines.join('\n')}\n};\n`;
  return `import shell from ${JSON.stringify(shell.file)};\nexport default {\n  "shell": () => Promise.resolve(shell),\n${lines.join('\n')}\n};\n`;
}

/**
 * The index: each language's module, the source language's with the app's code (it is the one
 * every reader may fall back to) and every other fetched when its reader needs it, so a page
 * carries no other language's file names.
 */
export function indexModuleCode(languages: readonly string[], source: string): string {
  const entries = languages.map((language) => {
    const id = JSON.stringify(`${CATALOGUES_MODULE}/${language}`);
    return language === source
      ? `  ${JSON.stringify(language)}: () => Promise.resolve(source),`
      : `  ${JSON.stringify(language)}: () => import(${id}).then((module) => module.default),`;
  });
  return `import source from ${JSON.stringify(`${CATALOGUES_MODULE}/${source}`)};\nexport default {\n${entries.join('\n')}\n};\n`;
}

/** Each language folder under `localesDir` and its catalogue files, less the server's own groups. */
export function readLanguageFiles(
  localesDir: string,
  serverOnly: readonly string[],
): LanguageFiles[] {
  return fs
    .readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name: language }) => ({
      language,
      groups: fs
        .readdirSync(path.join(localesDir, language))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter((group) => !serverOnly.includes(group))
        .sort()
        .map((group) => ({
          group,
          file: path.join(localesDir, language, `${group}.json`).replaceAll('\\', '/'),
        })),
    }));
}

/**
 * Decision 453: `virtual:tsuzuki-catalogues` and one module per language in its place, so the
 * first route carries the file names of its reader's language alone instead of all six.
 */
export function catalogueModules(): Plugin {
  const localesDir = fileURLToPath(new URL('../client/locales', import.meta.url));
  const files = () =>
    new Map(
      readLanguageFiles(localesDir, SERVER_ONLY_GROUPS).map((entry) => [entry.language, entry]),
    );
  return {
    name: 'tsuzuki:catalogue-modules',
    resolveId(source) {
      return source === CATALOGUES_MODULE || source.startsWith(`${CATALOGUES_MODULE}/`)
        ? `\0${source}`
        : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const languages = files();
      if (id === RESOLVED_PREFIX) return indexModuleCode([...languages.keys()], SOURCE_LANGUAGE);
      const language = languages.get(id.slice(RESOLVED_PREFIX.length + 1));
      if (!language) return this.error(`There is no catalogue folder for ${id}.`);
      return languageModuleCode(language, language.language === SOURCE_LANGUAGE);
    },
  };
}
