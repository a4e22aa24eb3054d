import { describe, expect, it } from 'vitest';
import { mergeTrackedTitle, type TrackedState } from './merge';

const T0 = Date.UTC(2026, 10, 1);

function created(patch: Parameters<typeof mergeTrackedTitle>[1]['patch'], at = T0): TrackedState {
  const outcome = mergeTrackedTitle(null, { patch, writeTime: at, now: at });
  if (outcome.kind !== 'changed') throw new Error(`not created: ${outcome.kind}`);
  return outcome.state;
}

describe('creating a tracked title', () => {
  it('needs a status', () => {
    expect(mergeTrackedTitle(null, { patch: { name: 'Naruto' }, writeTime: T0, now: T0 })).toEqual({
      kind: 'needs-status',
    });
  });

  it('starts at season 1, episode 1, tracked and updated now (spec §4)', () => {
    const state = created({ status: 'planToWatch', name: 'Naruto' });
    expect(state.fields).toMatchObject({
      status: 'planToWatch',
      name: 'Naruto',
      current_season: 1,
      current_episode: 1,
      title: null,
      genres: null,
    });
    expect(state.trackedAt).toBe(T0);
    expect(state.updatedAt).toBe(T0);
  });

  it('keeps the chosen season and episode of a show added as watching', () => {
    const state = created({ status: 'watching', current_season: 2, current_episode: 7 });
    expect(state.fields).toMatchObject({ current_season: 2, current_episode: 7 });
  });

  it('fills catalogue defaults only where the write says nothing', () => {
    const outcome = mergeTrackedTitle(null, {
      patch: { status: 'completed', current_episode: 64 },
      createDefaults: { name: 'Fullmetal Alchemist: Brotherhood', current_episode: 1 },
      writeTime: T0,
      now: T0,
    });
    expect(outcome.kind === 'changed' && outcome.state.fields).toMatchObject({
      name: 'Fullmetal Alchemist: Brotherhood',
      current_episode: 64,
    });
  });
});

describe('merging into a tracked title', () => {
  const base = created({ status: 'watching', name: 'Frieren', current_episode: 3 });

  it('keeps every field the write leaves out', () => {
    const outcome = mergeTrackedTitle(base, {
      patch: { current_episode: 4 },
      writeTime: T0 + 1000,
      now: T0 + 1000,
    });
    expect(outcome.kind).toBe('changed');
    if (outcome.kind !== 'changed') return;
    expect(outcome.state.fields).toMatchObject({
      status: 'watching',
      name: 'Frieren',
      current_episode: 4,
    });
    expect(outcome.state.updatedAt).toBe(T0 + 1000);
    expect(outcome.state.trackedAt).toBe(T0);
  });

  it('changes nothing for a write of the values already there', () => {
    const outcome = mergeTrackedTitle(base, {
      patch: { status: 'watching', current_episode: 3 },
      writeTime: T0 + 5000,
      now: T0 + 5000,
    });
    expect(outcome.kind).toBe('unchanged');
    if (outcome.kind !== 'unchanged') return;
    expect(outcome.state.updatedAt).toBe(T0);
    expect(outcome.state.fields).toEqual(base.fields);
  });

  it('compares genres and extras by value, whatever the key order', () => {
    const withGenres = created({
      status: 'watching',
      genres: [{ id: 16, name: 'Animation' }],
      trailer: { id: 'abc', site: 'youtube' },
    });
    const outcome = mergeTrackedTitle(withGenres, {
      patch: { genres: [{ name: 'Animation', id: 16 }], trailer: { site: 'youtube', id: 'abc' } },
      writeTime: T0 + 1,
      now: T0 + 1,
    });
    expect(outcome.kind).toBe('unchanged');
  });

  it('lets an offline write win only over fields written before it', () => {
    const later = mergeTrackedTitle(base, {
      patch: { status: 'completed' },
      writeTime: T0 + 10_000,
      now: T0 + 10_000,
    });
    if (later.kind !== 'changed') throw new Error('expected a change');
    const replay = mergeTrackedTitle(later.state, {
      patch: { status: 'dropped', current_episode: 9 },
      writeTime: T0 + 5000,
      now: T0 + 20_000,
    });
    expect(replay.kind).toBe('changed');
    if (replay.kind !== 'changed') return;
    expect(replay.state.fields.status).toBe('completed');
    expect(replay.state.fields.current_episode).toBe(9);
  });

  it('remembers a later write of the same value, so an older different value still loses', () => {
    const confirmed = mergeTrackedTitle(base, {
      patch: { status: 'watching' },
      writeTime: T0 + 10_000,
      now: T0 + 10_000,
    });
    expect(confirmed).toMatchObject({ kind: 'unchanged', fieldTimesMoved: true });
    if (confirmed.kind !== 'unchanged') return;
    const older = mergeTrackedTitle(confirmed.state, {
      patch: { status: 'dropped' },
      writeTime: T0 + 5000,
      now: T0 + 20_000,
    });
    expect(older.kind).toBe('unchanged');
  });
});
