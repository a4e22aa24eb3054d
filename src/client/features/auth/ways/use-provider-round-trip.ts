import { useState } from 'react';
import { useMessages } from '../../../i18n/messages';
import { ApiError } from '../../../lib/api';
import { authFailureMessage } from '../auth-messages';
import {
  roundTripInPopup,
  roundTripInTab,
  type RoundTripOutcome,
  type RoundTripTarget,
} from './provider-round-trip';

/**
 * A provider button's round trip in a popup: which provider is under way, what went wrong,
 * and, when the browser blocked the popup, the same round trip in this tab instead.
 */
export function useProviderRoundTrip(
  target: RoundTripTarget,
  onOutcome: (outcome: RoundTripOutcome, providerId: string) => Promise<void> | void,
) {
  const t = useMessages();
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
      setProblem(authFailureMessage(error, t));
      if (error instanceof ApiError && error.code === 'popup-blocked') setBlocked(providerId);
    } finally {
      setBusy(null);
    }
  };
  const continueInTab = () => {
    if (!blocked) return;
    roundTripInTab(blocked, target).catch((error: unknown) => {
      setProblem(authFailureMessage(error, t));
    });
  };

  return { busy, problem, blocked, start, continueInTab };
}
