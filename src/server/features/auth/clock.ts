/** Where services read the time, so tests can expire sessions and codes without waiting. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
