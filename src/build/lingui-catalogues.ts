import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

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
