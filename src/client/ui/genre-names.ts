import { genreMessageId } from '../../shared/i18n/genre-names';
import type { MessageId, Translate } from '../i18n/messages';

/** A catalogue genre's name in the interface's language; one no catalogue was known to have, as it came. */
export function genreName(name: string, t: Translate): string {
  const id = genreMessageId(name);
  return id ? t(id as MessageId) : name;
}
