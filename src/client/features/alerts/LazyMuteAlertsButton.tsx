import { Suspense, type ComponentProps } from 'react';
import { loadMessages } from '../../i18n/i18n';
import { lazy } from '../../lib/chunk-load';
import type { MuteAlertsButton } from './MuteAlertsButton';

/**
 * A title's mute shows once the settings load anyway: its code and its words come with them, not
 * with the card.
 */
const Loaded = lazy(() =>
  Promise.all([import('./MuteAlertsButton'), loadMessages('alerts')]).then(
    ([{ MuteAlertsButton: Button }]) => ({ default: Button }),
    // Without its code the title's other actions still work; the mute is on the next visit.
    () => ({ default: () => null }),
  ),
);

export function LazyMuteAlertsButton(props: ComponentProps<typeof MuteAlertsButton>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
