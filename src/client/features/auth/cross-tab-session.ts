/** Spec §9 "Local storage polling": the stored session is read again every second. */
export const STORAGE_POLL_MS = 1_000;

/** What a tab does when the session stored by the tabs changed. */
export type CrossTabStep = 'sign-out' | 'ask-server' | 'none';

/**
 * Another tab signed out (stored null while this tab has a user): sign out here too. Another
 * user, or a user where this tab has none: the server knows who holds the shared cookie now.
 */
export function crossTabStep(
  storedUid: string | null | undefined,
  currentUid: string | null,
): CrossTabStep {
  if (storedUid === undefined || storedUid === currentUid) return 'none';
  return storedUid === null ? 'sign-out' : 'ask-server';
}

export interface StoredValueWatch {
  key: string;
  read: () => string | null;
  onChange: (stored: string | null) => void;
  /** Where the browser announces other tabs' writes; absent outside a browser. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  intervalMs?: number;
}

/**
 * Calls onChange whenever the stored value differs from the last one seen: at once on the
 * storage event, and by reading it every second where that event never comes (some embedded
 * and older browsers, and storage shared without it). Answers a function that stops watching.
 */
export function watchStoredValue({
  key,
  read,
  onChange,
  events,
  intervalMs = STORAGE_POLL_MS,
}: StoredValueWatch): () => void {
  let last = read();
  const check = () => {
    const stored = read();
    if (stored === last) return;
    last = stored;
    onChange(stored);
  };
  const onStorage = (event: StorageEvent) => {
    // A null key means another tab cleared the whole storage.
    if (event.key === null || event.key === key) check();
  };
  events?.addEventListener('storage', onStorage);
  const timer = setInterval(check, intervalMs);
  return () => {
    clearInterval(timer);
    events?.removeEventListener('storage', onStorage);
  };
}
