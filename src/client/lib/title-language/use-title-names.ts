import { useLingui } from '@lingui/react';
import {
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  TITLE_LANGUAGE_COOKIE,
} from '../../../shared/i18n/language-cookie';
import { readTitleLanguage, type TitleLanguage } from '../../../shared/i18n/title-language';
import {
  namesOf,
  readerTitleLanguage,
  shownNames,
  trackedNames,
  type NamedRecord,
  type ShownNames,
  type TrackedNames,
} from '../../../shared/title-display-name';
import { useAuth } from '../../features/auth/auth-context';
import { cookieValues, setSiteCookie } from '../cookies';

/** What this browser's cookie holds, read once: this page's own choices keep it current. */
let remembered: { language: TitleLanguage | null } | undefined;

function rememberedTitleLanguage(): TitleLanguage | null {
  remembered ??= { language: readTitleLanguage(cookieValues(TITLE_LANGUAGE_COOKIE)[0]) };
  return remembered.language;
}

/**
 * Keeps the account's title language for this browser's next page, whose opening the server names
 * by it before anyone knows who is signed in (decision 448); none chosen forgets it.
 */
export function rememberTitleLanguage(chosen: TitleLanguage | null): void {
  remembered = { language: chosen };
  if (chosen === null) setSiteCookie(TITLE_LANGUAGE_COOKIE, '', 0);
  else setSiteCookie(TITLE_LANGUAGE_COOKIE, chosen, LANGUAGE_COOKIE_MAX_AGE_SECONDS);
}

/**
 * Which of a title's names leads (issue 35): the signed-in user's choice, kept on the account, so
 * a change lands in the session every screen reads and shows at once; until the session is known,
 * and once signed out, the one this browser was last set to, as the server's opening reads it.
 * Nobody's choice: English names, or Japanese ones on a Japanese interface.
 */
export function useTitleLanguage(): TitleLanguage {
  const { i18n } = useLingui();
  const { currentUser } = useAuth();
  const chosen = currentUser ? currentUser.profile.titleLanguage : rememberedTitleLanguage();
  return readerTitleLanguage(chosen, i18n.locale);
}

/** A catalogue record's main name in the reader's title language, with the others beside it. */
export function useTitleNames(record: NamedRecord): ShownNames {
  return shownNames(namesOf(record), useTitleLanguage());
}

/** A tracked title's main name in the reader's title language (decision 446). */
export function useTrackedNames(item: TrackedNames): ShownNames {
  return shownNames(trackedNames(item), useTitleLanguage());
}
