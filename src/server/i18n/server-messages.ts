import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { OFFERED_LANGUAGES, SOURCE_LANGUAGE, type Language } from '../../shared/i18n/languages';
import { SERVER_ONLY_GROUPS } from '../../shared/i18n/server-only-groups';

/**
 * The catalogue groups whose words the server itself writes: the first screens' names, leads
 * and tab titles (issue 35), read from the app's own catalogues so a page's opening and the
 * screen that takes over from it never word a thing differently; the genres' names (`genres`),
 * the episodes' (`common`) and the stats' share title, which the feed and the summary picture
 * say as the app does; and the mails', alerts', feed's and picture's words, which only the
 * server has.
 */
export const SERVER_GROUPS = [
  'shell',
  'home',
  'browse',
  'lists',
  'detail',
  'common',
  'genres',
  'stats',
  ...SERVER_ONLY_GROUPS,
] as const;

export type ServerTranslate = (id: string, values?: Record<string, string | number>) => string;

/** One group's messages in one language, uncompiled; the bundler packs every catalogue it can name. */
async function catalogue(
  language: Language,
  group: (typeof SERVER_GROUPS)[number],
): Promise<Record<string, string>> {
  const module = (await import(`../../client/locales/${language}/${group}.json`)) as {
    default: Record<string, string>;
  };
  return module.default;
}

/**
 * The messages, each compiled the first time it is read (decision 455): compiling every message
 * of every group in six languages cost the start 40–60 ms of CPU before it listened, for words
 * a server mostly writes in one or two languages and some never. Lingui reads a message by its
 * id only, so a view that compiles on that read stands in for the compiled table.
 */
function compiledWhenRead(messages: Record<string, string>): Record<string, CompiledMessage> {
  const compiled = new Map<string, CompiledMessage>();
  return new Proxy<Record<string, CompiledMessage>>(
    {},
    {
      get: (_, id) => {
        if (typeof id !== 'string' || !Object.hasOwn(messages, id)) return undefined;
        let message = compiled.get(id);
        if (message === undefined) {
          message = compileMessageOrThrow(messages[id] ?? '');
          compiled.set(id, message);
        }
        return message;
      },
    },
  );
}

/** The server's words in each language it offers. */
export interface ServerMessages {
  languages: readonly Language[];
  /** A language's words; English's for a language not loaded. */
  in(language: Language): ServerTranslate;
}

async function translatorFor(language: Language): Promise<ServerTranslate> {
  const catalogues = await Promise.all(SERVER_GROUPS.map((group) => catalogue(language, group)));
  const i18n = setupI18n({
    locale: language,
    messages: {
      [language]: compiledWhenRead(Object.assign({}, ...catalogues) as Record<string, string>),
    },
    missing: (_, id) => {
      throw new Error(`The ${language} catalogues have no message ${id}.`);
    },
  });
  return (id, values) => i18n._(id, values);
}

async function loadMessages(languages: readonly Language[]): Promise<ServerMessages> {
  const english = await translatorFor(SOURCE_LANGUAGE);
  const others = languages.filter((language) => language !== SOURCE_LANGUAGE);
  const translators = new Map<Language, ServerTranslate>([
    [SOURCE_LANGUAGE, english],
    ...(await Promise.all(
      others.map(async (language) => [language, await translatorFor(language)] as const),
    )),
  ]);
  const loaded = [...translators.keys()];
  return {
    languages: loaded,
    in: (language) => translators.get(language) ?? english,
  };
}

const loaded = new Map<string, Promise<ServerMessages>>();

/**
 * The words of each offered language, read once at start and shared by the pages, the mails and
 * the alerts. An id no catalogue has is an error, not an English word or the id itself on a
 * page: every id the server uses is tested.
 */
export function loadServerMessages(
  languages: readonly Language[] = OFFERED_LANGUAGES,
): Promise<ServerMessages> {
  const key = languages.join(' ');
  let messages = loaded.get(key);
  if (!messages) {
    messages = loadMessages(languages);
    loaded.set(key, messages);
  }
  return messages;
}
