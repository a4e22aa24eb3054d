/**
 * Sentences a refusal's code carries beside its usual one, worded apart on screens
 * (`errors.<code>.<variant>`, decision 445): the server answers with the sentence, and the screen
 * knows it by code and sentence.
 */
export const ERROR_SENTENCE_VARIANTS = {
  'invalid-action-code': {
    otherBrowser:
      'This link signs in only in the browser where it was asked for. Ask for a new link here.',
  },
} as const satisfies Record<string, Record<string, string>>;
