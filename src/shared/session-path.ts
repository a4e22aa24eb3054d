/** Who is signed in: asked by the app as it starts, and by the page's entry before that. */
export const SESSION_PATH = '/api/auth/session';
