import type { FastifyInstance } from 'fastify';
import { HEALTH_ROUTE } from './health-route';
import { HttpError } from './http-error';

/**
 * How many requests may start in one turn of the event loop. Node 20's libuv accepts one new
 * connection per turn (libuv#3696): on a saturated server a turn that started every request read
 * in it lasted 100–200 ms, and a new visitor's connection waited in the kernel one such turn per
 * connection ahead of it, 5–10 s in the mixed-load bench (decision 469).
 */
export const REQUESTS_PER_TURN = 4;

/** Requests held at once; past it the server answers 503 rather than hold more. */
export const MAX_HELD_REQUESTS = 4096;

const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = 1;

/** The health probe answers at once whatever the load, so that a monitor sees the server up. */
const UNGATED_ROUTES = new Set([HEALTH_ROUTE]);

/** Called with true when the request may start, false when it was refused. */
type Start = (admitted: boolean) => void;

export interface TurnGate {
  /** Starts the request now, or in a later turn in arrival order, or refuses it. */
  admit(start: Start): void;
  /** Requests waiting for their turn now, shown on /api/metrics. */
  held: () => number;
}

export function createTurnGate(perTurn = REQUESTS_PER_TURN, maxHeld = MAX_HELD_REQUESTS): TurnGate {
  let startedThisTurn = 0;
  let turnScheduled = false;
  const waiting: Start[] = [];

  // setImmediate runs once the turn's reads are done (libuv's check phase): the requests held
  // start there, and the next turn's reads find this turn's count already spent on them.
  const nextTurn = () => {
    turnScheduled = false;
    startedThisTurn = 0;
    while (waiting.length > 0 && startedThisTurn < perTurn) {
      startedThisTurn++;
      waiting.shift()?.(true);
    }
    if (startedThisTurn > 0) scheduleTurn();
  };
  const scheduleTurn = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(nextTurn);
  };

  return {
    admit(start) {
      scheduleTurn();
      if (waiting.length === 0 && startedThisTurn < perTurn) {
        startedThisTurn++;
        return start(true);
      }
      if (waiting.length >= maxHeld) return start(false);
      waiting.push(start);
    },
    held: () => waiting.length,
  };
}

/** Every request but the health probe waits for its turn before any other hook runs. */
export function registerTurnGate(app: FastifyInstance, gate: TurnGate = createTurnGate()): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (UNGATED_ROUTES.has(request.routeOptions.url ?? '')) return done();
    gate.admit((admitted) =>
      admitted ? done() : done(new HttpError(503, 'busy', BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS)),
    );
  });
}
