/**
 * The id of the server-sent opening (./first-screens.ts), which the app removes when its own
 * screen is ready. A module of its own: the app's start needs only this (decision 454).
 */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * Marks the opening's empty first row of titles, whose first posters the page's entry draws when
 * their data comes (decision 457).
 */
export const OPENING_RAIL_ATTRIBUTE = 'data-opening-rail';
