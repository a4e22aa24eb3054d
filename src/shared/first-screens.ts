import { japaneseLang } from './japanese-script';
import { otherNames, titleName, type TitleWithDetails } from './title-names';

/** A run of a lead's words; a name in kana or kanji is marked Japanese for screen readers. */
export interface LeadPart {
  text: string;
  lang?: 'ja';
}

/**
 * The opening words of the screens people land on. The server sends them in the page itself
 * (decision 210), so they show before the app's code has run; the screens show the same words.
 */
export interface FirstScreen {
  title: string;
  lead?: string | readonly LeadPart[];
  /** The browser tab's name for the screen, where it differs from the title. */
  documentTitle?: string;
  /** Shown only with a session: without one the screen sends the visitor to sign in. */
  signedInOnly?: boolean;
  /**
   * The screen's largest picture (a title's poster), drawn by the opening itself so the browser
   * asks for it with the page and paints it before any script (decision 420).
   */
  cover?: { src: string; srcSet: string; sizes: string; width: number; height: number };
}

export const FIRST_SCREENS = {
  '/': {
    title: 'Find your next anime',
    documentTitle: 'Home',
    lead: 'What you are watching, what airs this week, what is new this season and what to watch next.',
  },
  '/discover': {
    title: 'Discover',
    lead: 'Narrow the catalogue by genre and by TV or film, then keep loading more.',
  },
  '/mylists': {
    title: 'My Lists',
    lead: 'Everything you track, by status, with your progress. Changes show in every open tab.',
    signedInOnly: true,
  },
} as const satisfies Record<string, FirstScreen>;

export function firstScreenFor(pathname: string): FirstScreen | undefined {
  return Object.hasOwn(FIRST_SCREENS, pathname)
    ? FIRST_SCREENS[pathname as keyof typeof FIRST_SCREENS]
    : undefined;
}

/** The id of the server-sent opening, which the app removes when its own screen is ready. */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * A title page's opening: its name, and the other names it goes by. The server writes it from
 * the catalogue's answer and the page shows the same words, so the name never moves or changes.
 */
export function detailFirstScreen(
  title: TitleWithDetails,
): FirstScreen & { lead?: readonly LeadPart[] } {
  const names = otherNames(title).map((name): LeadPart => ({
    text: name,
    lang: japaneseLang(name),
  }));
  return {
    title: titleName(title),
    ...(names.length > 0 && {
      lead: [
        { text: 'Also known as ' },
        ...names.flatMap((name, index) => (index === 0 ? [name] : [{ text: ' · ' }, name])),
      ],
    }),
  };
}

/** A lead as its runs of words: a plain sentence is one run. */
export function leadParts(lead: string | readonly LeadPart[]): readonly LeadPart[] {
  return typeof lead === 'string' ? [{ text: lead }] : lead;
}
