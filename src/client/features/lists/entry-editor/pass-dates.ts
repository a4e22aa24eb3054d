import type { WatchPass } from '../../../../shared/list-entry';
import type { Translate } from '../../../i18n/messages';
import { entryDateLabel } from './entry-date';

/**
 * One rewatch's own dates in words, as much of them as is known: "Rewatch 1: 12 March 2021 –
 * 30 April 2021", "Rewatch 2: started 3 May 2024" while it is still being watched.
 */
export function passDatesText(pass: WatchPass, t: Translate, language: string): string {
  const started = entryDateLabel(pass.startedOn, language);
  const finished = entryDateLabel(pass.finishedOn, language);
  if (started && finished) return t('entry.passes.both', { pass: pass.pass, started, finished });
  if (started) return t('entry.passes.started', { pass: pass.pass, started });
  if (finished) return t('entry.passes.finished', { pass: pass.pass, finished });
  return t('entry.passes.undated', { pass: pass.pass });
}
