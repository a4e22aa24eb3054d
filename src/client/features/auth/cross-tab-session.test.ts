import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_POLL_MS, crossTabStep, watchStoredValue } from './cross-tab-session';

describe('crossTabStep', () => {
  it('signs out here when another tab signed out', () => {
    expect(crossTabStep(null, 'u_1')).toBe('sign-out');
  });

  it('asks the server when another tab signed in, as someone else or where this tab has no one', () => {
    expect(crossTabStep('u_2', 'u_1')).toBe('ask-server');
    expect(crossTabStep('u_2', null)).toBe('ask-server');
  });

  it('does nothing when the stored session is this tab’s, or unreadable', () => {
    expect(crossTabStep('u_1', 'u_1')).toBe('none');
    expect(crossTabStep(null, null)).toBe('none');
    expect(crossTabStep(undefined, 'u_1')).toBe('none');
  });
});

describe('watchStoredValue', () => {
  let stored: string | null;
  let seen: (string | null)[];
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    stored = 'u_1';
    seen = [];
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

  it('reads the stored value every second where no storage event comes (spec §9)', () => {
    expect(STORAGE_POLL_MS).toBe(1_000);
    stop = watchStoredValue({ key: 'k', read: () => stored, onChange: (v) => seen.push(v) });
    stored = null;
    vi.advanceTimersByTime(999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([null]);
    vi.advanceTimersByTime(5_000);
    expect(seen).toEqual([null]);
  });

  it('follows the storage event at once, for its key or a cleared storage only', () => {
    const events = new EventTarget();
    stop = watchStoredValue({
      key: 'k',
      read: () => stored,
      onChange: (v) => seen.push(v),
      events,
    });
    stored = 'u_2';
    events.dispatchEvent(storageEvent('other'));
    expect(seen).toEqual([]);
    events.dispatchEvent(storageEvent('k'));
    expect(seen).toEqual(['u_2']);
    stored = null;
    events.dispatchEvent(storageEvent(null));
    expect(seen).toEqual(['u_2', null]);
    vi.advanceTimersByTime(STORAGE_POLL_MS);
    expect(seen).toEqual(['u_2', null]);
  });

  it('stops reading and listening when stopped', () => {
    const events = new EventTarget();
    stop = watchStoredValue({
      key: 'k',
      read: () => stored,
      onChange: (v) => seen.push(v),
      events,
    });
    stop();
    stored = null;
    events.dispatchEvent(storageEvent('k'));
    vi.advanceTimersByTime(10 * STORAGE_POLL_MS);
    expect(seen).toEqual([]);
  });
});
