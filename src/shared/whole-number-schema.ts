import { z } from 'zod';

/** A query's page or count, read from its text: a whole number from 1 to `max`, one message. */
export function wholeNumberUpTo(max: number) {
  const message = `must be a whole number from 1 to ${max}`;
  return z.coerce.number({ message }).int(message).min(1, message).max(max, message);
}
