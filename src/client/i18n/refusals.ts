import { ERROR_SENTENCE_VARIANTS } from '../../shared/error-sentences';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import { i18n, loadMessageGroups } from './i18n';

/**
 * Where a refusal's words are (decision 445): `errors.<code>` for every code the server answers
 * with, and the sign-in forms' `auth.error.<code>` for the spec's own codes.
 */
const REFUSAL_GROUPS = ['errors', 'auth'] as const;

/** Whether the reader reads English, the language the server's and the contract's rules are worded in. */
export const readsEnglish = () => i18n.locale === SOURCE_LANGUAGE;

/**
 * Fetches the refusals' words in the active language, once, when the first refusal arrives: no
 * screen pays for them before. English readers read the server's own sentences, so none are
 * fetched for them; a fetch that fails leaves those sentences too.
 */
export async function loadRefusalWords(): Promise<void> {
  if (readsEnglish()) return;
  await loadMessageGroups(REFUSAL_GROUPS).catch(() => undefined);
}

function variantId(code: string, sentence: string): string | null {
  const variants: Partial<Record<string, Record<string, string>>> = ERROR_SENTENCE_VARIANTS;
  const match = Object.entries(variants[code] ?? {}).find(([, known]) => known === sentence);
  return match ? `errors.${code}.${match[0]}` : null;
}

/**
 * A refusal as its reader's language words it: by its code (and the sentence, where one code has
 * several worded apart). English readers get the server's sentence, which names what was wrong
 * (a file's line, a field's rule) where the catalogue's English can only name the code's kind;
 * for a code with one sentence the two are the same (src/client/i18n/refusals.test.ts). A code
 * no catalogue words, or words not fetched, leave the server's sentence too.
 */
export function refusalSentence(code: string, sentence: string): string {
  if (readsEnglish()) return sentence;
  const messages = i18n.messages;
  const id = [variantId(code, sentence), `errors.${code}`, `auth.error.${code}`].find(
    (candidate) => candidate !== null && candidate in messages,
  );
  return id ? i18n._(id) : sentence;
}
