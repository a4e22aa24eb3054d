import { lazy as reactLazy } from 'react';

/** Spec §9 "Chunk load timeout". */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A piece of the app, or of a streamed answer, that did not arrive in time. */
export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';

  constructor(what: string) {
    super(`${what} did not arrive within ${CHUNK_LOAD_TIMEOUT_MS / 1000} seconds.`);
  }
}

/** `work`, failing with a ChunkTimeoutError if it has not settled after `ms`. */
export function within<T>(
  work: Promise<T>,
  what: string,
  ms: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(what)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * A code chunk's loader that gives up after the spec's 120 s: a stalled download then shows
 * the screen's error (with Reload) or the dialog's message instead of a spinner for ever.
 */
export function loadChunk<T>(load: () => Promise<T>, ms?: number): () => Promise<T> {
  return () => within(load(), 'Part of the app', ms);
}

/** React's lazy, with the chunk load timeout. */
export const lazy: typeof reactLazy = (load) => reactLazy(loadChunk(load));

/**
 * The next chunk of a streamed answer; a stream silent for the spec's 120 s is cancelled and
 * fails, so a reader never waits for ever.
 */
export async function readChunk<T>(
  reader: ReadableStreamDefaultReader<T>,
  ms?: number,
): Promise<ReadableStreamReadResult<T>> {
  try {
    return await within(reader.read(), 'The next part of the answer', ms);
  } catch (error) {
    if (error instanceof ChunkTimeoutError) void reader.cancel(error).catch(() => undefined);
    throw error;
  }
}
