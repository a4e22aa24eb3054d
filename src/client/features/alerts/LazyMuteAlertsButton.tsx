import { Suspense, type ComponentProps } from 'react';
import { lazy } from '../../lib/chunk-load';
import type { MuteAlertsButton } from './MuteAlertsButton';

/** A title's mute shows once the settings load anyway: its code comes with them, not with the card. */
const Loaded = lazy(() =>
  import('./MuteAlertsButton').then(
    ({ MuteAlertsButton: Button }) => ({ default: Button }),
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
