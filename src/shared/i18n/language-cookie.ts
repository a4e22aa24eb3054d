/**
 * The language this browser last showed the interface in by choice (decision 435): the server
 * writes it into the page's `<html lang>` and opening, and the app starts in it, before either
 * knows who is signed in.
 */
export const LANGUAGE_COOKIE = 'tsuzuki-language';

/**
 * The title language this browser's account chose (decision 448): the server names a title page's
 * opening by it, and the app its titles until the session is read, before either knows who is
 * signed in.
 */
export const TITLE_LANGUAGE_COOKIE = 'tsuzuki-title-language';

/** A year: the choice is the user's until they make another. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 31_536_000;
