import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkTimeoutError, loadChunk, readChunk } from './chunk-load';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A promise the test never settles: a download that stalled. */
const stalled = <T>() => new Promise<T>(() => undefined);

describe('loadChunk', () => {
  it('answers the chunk when it arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve('module'))()).resolves.toBe('module');
  });

  it('fails a chunk still loading after the spec’s 120 s, not before', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const outcome = vi.fn();
    loadChunk(stalled)().then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkTimeoutError));
    expect((outcome.mock.calls[0]?.[0] as Error).message).toBe(
      'Part of the app did not arrive within 120 seconds.',
    );
  });

  it('passes a failed download’s own error through and leaves no timer behind', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadChunk(() => Promise.reject(failure))()).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('readChunk', () => {
  function streamOf(parts: string[], thenStall = true) {
    let cancelled: unknown = null;
    const stream = new ReadableStream<string>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        if (!thenStall) controller.close();
      },
      cancel(reason) {
        cancelled = reason;
      },
    });
    return { reader: stream.getReader(), cancelled: () => cancelled };
  }

  it('reads the chunks of an answer that keeps coming, to its end', async () => {
    const { reader } = streamOf(['a', 'b'], false);
    expect(await readChunk(reader)).toEqual({ done: false, value: 'a' });
    expect(await readChunk(reader)).toEqual({ done: false, value: 'b' });
    expect(await readChunk(reader)).toEqual({ done: true, value: undefined });
  });

  it('cancels and fails a stream silent for 120 s', async () => {
    const { reader, cancelled } = streamOf(['progress']);
    expect(await readChunk(reader)).toEqual({ done: false, value: 'progress' });
    const next = readChunk(reader).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    const error = await next;
    expect(error).toBeInstanceOf(ChunkTimeoutError);
    expect((error as Error).message).toBe(
      'The next part of the answer did not arrive within 120 seconds.',
    );
    expect(cancelled()).toBe(error);
  });
});
