import { useLingui } from '@lingui/react';
import type { TitleLanguage } from '../../../shared/i18n/title-language';
import {
  namesOf,
  readerTitleLanguage,
  shownNames,
  type NamedRecord,
  type ShownNames,
} from '../../../shared/title-display-name';
import { useAuth } from '../../features/auth/auth-context';

/**
 * Which of a title's names leads (issue 35): the signed-in user's choice, kept on the account, so
 * a change lands in the session every screen reads and shows at once; visitors, and users who
 * never chose, read English names, or Japanese ones on a Japanese interface.
 */
export function useTitleLanguage(): TitleLanguage {
  const { i18n } = useLingui();
  const chosen = useAuth().currentUser?.profile.titleLanguage ?? null;
  return readerTitleLanguage(chosen, i18n.locale);
}

/** A catalogue record's main name in the reader's title language, with the others beside it. */
export function useTitleNames(record: NamedRecord): ShownNames {
  return shownNames(namesOf(record), useTitleLanguage());
}
