import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { authFailureMessage } from '../auth-messages';
import {
  roundTripInPopup,
  roundTripInTab,
  type RoundTripIntent,
  type RoundTripOutcome,
} from './provider-round-trip';

interface RoundTripTarget {
  returnTo: string;
  intent?: RoundTripIntent;
}

/**
 * A provider button's round trip in a popup: which provider is under way, what went wrong,
 * and, when the browser blocked the popup, the same round trip in this tab instead.
 */
export function useProviderRoundTrip(
  target: RoundTripTarget,
  onOutcome: (outcome: RoundTripOutcome, providerId: string) => Promise<void> | void,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const start = async (providerId: string) => {
    setProblem(null);
    setBlocked(null);
    setBusy(providerId);
    try {
      await onOutcome(await roundTripInPopup(providerId, target), providerId);
    } catch (error) {
      setProblem(authFailureMessage(error));
      if (error instanceof ApiError && error.code === 'popup-blocked') setBlocked(providerId);
    } finally {
      setBusy(null);
    }
  };
  const continueInTab = () => {
    if (blocked) roundTripInTab(blocked, target);
  };

  return { busy, problem, blocked, start, continueInTab };
}
