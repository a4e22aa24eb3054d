import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { createTurnGate, registerTurnGate } from './turn-gate';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createTurnGate', () => {
  it('starts the first requests of a turn at once and the rest in later turns, in order', async () => {
    const gate = createTurnGate(2, 100);
    const started: number[] = [];
    for (let index = 0; index < 5; index++) gate.admit(() => started.push(index));
    expect(started).toEqual([0, 1]);
    expect(gate.held()).toBe(3);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(gate.held()).toBe(0);
  });

  it('makes a request that arrives while others wait queue behind them', async () => {
    const gate = createTurnGate(1, 100);
    const started: string[] = [];
    gate.admit(() => started.push('first'));
    gate.admit(() => started.push('held'));
    await nextTurn();
    gate.admit(() => started.push('late'));
    expect(started).toEqual(['first', 'held']);
    await nextTurn();
    expect(started).toEqual(['first', 'held', 'late']);
  });

  it('refuses a request once the most it holds are waiting', () => {
    const gate = createTurnGate(1, 2);
    const answers: boolean[] = [];
    for (let index = 0; index < 4; index++) gate.admit((admitted) => answers.push(admitted));
    expect(answers).toEqual([true, false]);
    expect(gate.held()).toBe(2);
  });
});

describe('registerTurnGate', () => {
  async function gatedApp() {
    const app = Fastify();
    registerErrorHandling(app);
    registerTurnGate(app, createTurnGate(1, 1));
    app.get('/api/health', () => ({ status: 'ok' }));
    app.get('/api/thing', () => ({ thing: true }));
    await app.ready();
    return app;
  }

  it('answers 503 with a plain sentence for a request past what the gate holds', async () => {
    const app = await gatedApp();
    const answers = await Promise.all([1, 2, 3].map(() => app.inject('/api/thing')));
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.headers['retry-after']).toBe('1');
    expect(refused[0]?.json()).toMatchObject({
      error: { code: 'busy', message: 'The server is busy. Please try again in a moment.' },
    });
  });

  it('lets the health probe through however many requests wait', async () => {
    const app = await gatedApp();
    const answers = await Promise.all([
      app.inject('/api/thing'),
      app.inject('/api/thing'),
      app.inject('/api/health'),
      app.inject('/api/health'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  });
});
