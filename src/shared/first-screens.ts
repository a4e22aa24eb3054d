import { HOME_AIRING_ROW, HOME_SHORTCUTS } from './home-opening';
import type { TitleLanguage } from './i18n/title-language';
import { japaneseLang } from './japanese-script';
import { namesOf, shownNames } from './title-display-name';
import { otherNames, titleName, type TitleWithDetails } from './title-names';

/**
 * Words of the interface, by their message id in the app's catalogues (src/client/locales): the
 * server writes them in the page's language, and the screen that takes over says the same.
 */
export interface Message {
  message: string;
}

/** A screen's words: a name from the catalogue as it is, or the interface's words by their id. */
export type Words = string | Message;

/**
 * A run of a lead's words; a name in kana or kanji is marked Japanese for screen readers, and the
 * interface's own words are a message.
 */
export type LeadPart = { text: string; lang?: 'ja' } | Message;

/**
 * The opening words of the screens people land on. The server sends them in the page itself
 * (decision 210), so they show before the app's code has run; the screens show the same words.
 */
export interface FirstScreen {
  title: Words;
  lead?: Words | readonly LeadPart[];
  /** The browser tab's name for the screen, where it differs from the title. */
  documentTitle?: Words;
  /** Shown only with a session: without one the screen sends the visitor to sign in. */
  signedInOnly?: boolean;
  /**
   * The screen's largest picture (a title's poster), drawn by the opening itself so the browser
   * asks for it with the page and paints it before any script (decision 420).
   */
  cover?: { src: string; srcSet: string; sizes: string; width: number; height: number };
  /** Links the screen leads with (home's shortcuts), so that nothing below them moves. */
  shortcuts?: { label: Message; links: readonly { to: string; label: Message }[] };
  /**
   * The screen's first row of titles, drawn empty for visitors (a signed-in user's home may lead
   * with another row); the page's entry draws its first posters when their data comes
   * (decision 457).
   */
  firstRow?: { id: string; title: Message; seeAll: string };
}

export const FIRST_SCREENS = {
  '/': {
    title: { message: 'home.title' },
    documentTitle: { message: 'shell.nav.home' },
    lead: { message: 'home.lead' },
    shortcuts: { label: { message: 'home.shortcuts' }, links: HOME_SHORTCUTS },
    firstRow: HOME_AIRING_ROW,
  },
  '/discover': {
    title: { message: 'shell.nav.discover' },
    lead: { message: 'browse.discover.lead' },
  },
  '/mylists': {
    title: { message: 'lists.page.title' },
    lead: { message: 'lists.page.lead' },
    signedInOnly: true,
  },
} as const satisfies Record<string, FirstScreen>;

export function firstScreenFor(pathname: string): FirstScreen | undefined {
  return Object.hasOwn(FIRST_SCREENS, pathname)
    ? FIRST_SCREENS[pathname as keyof typeof FIRST_SCREENS]
    : undefined;
}

/**
 * A title page's opening: its name in the title language, and the other names it goes by, the
 * catalogue's own first where another leads. The server writes it from the catalogue's answer and
 * the page shows the same words, so the name never moves or changes.
 */
export function detailFirstScreen(
  title: TitleWithDetails,
  titleLanguage: TitleLanguage,
): FirstScreen & { title: string; lead?: readonly LeadPart[] } {
  const own = titleName(title);
  const main = shownNames(namesOf(title.details), titleLanguage).main;
  const mainKey = main.trim().toLowerCase();
  const others = otherNames(title).filter((name) => name.toLowerCase() !== mainKey);
  const names = (main === own ? others : [own, ...others]).map((name): LeadPart => ({
    text: name,
    lang: japaneseLang(name),
  }));
  return {
    title: main,
    ...(names.length > 0 && {
      lead: [
        { message: 'detail.alsoKnownAs' },
        ...names.flatMap((name, index) => (index === 0 ? [name] : [{ text: ' · ' }, name])),
      ],
    }),
  };
}

/** A lead as its runs of words: a plain sentence or a message is one run. */
export function leadParts(lead: Words | readonly LeadPart[]): readonly LeadPart[] {
  if (typeof lead === 'string') return [{ text: lead }];
  return 'message' in lead ? [lead] : lead;
}

/** Words as they read in a language, given its messages. */
export function wordsIn(words: Words, translate: (id: string) => string): string {
  return typeof words === 'string' ? words : translate(words.message);
}
