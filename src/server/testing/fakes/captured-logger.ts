import Fastify, { type FastifyBaseLogger } from 'fastify';

export interface CapturedLogger {
  logger: FastifyBaseLogger;
  /** Every line written so far, as the raw JSON text pino produced. */
  lines(): string[];
  /** Lines parsed, for asserting on fields such as msg and level. */
  entries(): Record<string, unknown>[];
}

/** The same pino logger the server uses, writing into memory so tests can read what was logged. */
export function createCapturedLogger(level = 'debug'): CapturedLogger {
  const written: string[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void written.push(line.trim()) } },
  });
  return {
    logger: app.log,
    lines: () => [...written],
    entries: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
