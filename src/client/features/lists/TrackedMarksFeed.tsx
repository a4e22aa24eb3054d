import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { Language } from '../../../shared/i18n/languages';
import { loadMessages } from '../../i18n/i18n';
import { useMessages } from '../../i18n/messages';
import { publishTrackedMarks } from '../../lib/tracked-marks';
import { trackedMarksOf } from './tracked-marks-of';
import { useTrackedList } from './use-tracked-list';

/**
 * Keeps the cards' tracked marks in step with the signed-in user's lists, live, on every
 * screen, in the interface's language. Loaded lazily for signed-in users only, so visitors'
 * first route does not carry it; the marks' words are fetched with it, for each language the
 * interface takes (until they are in, the cards keep the marks they have).
 */
export function TrackedMarksFeed() {
  const items = useTrackedList().data?.items;
  const t = useMessages();
  // The app activates only the languages it offers.
  const language = useLingui().i18n.locale as Language;
  const [wordsIn, setWordsIn] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadMessages('lists', language).then(
      () => current && setWordsIn(language),
      // The next language change, or the next visit, tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  useEffect(() => {
    if (items && wordsIn === language) publishTrackedMarks(trackedMarksOf(items.values(), t));
  }, [items, wordsIn, language, t]);
  useEffect(() => () => publishTrackedMarks(new Map()), []);
  return null;
}
