/**
 * The language this browser last showed the interface in by choice (decision 435): the server
 * writes it into the page's `<html lang>` and opening, and the app starts in it, before either
 * knows who is signed in.
 */
export const LANGUAGE_COOKIE = 'tsuzuki-language';

/** A year: the choice is the user's until they make another. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 31_536_000;
