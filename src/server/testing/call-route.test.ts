import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from './call-route';

describe('callRoute', () => {
  const app = Fastify();
  app.get('/gzipped', (_request, reply) =>
    reply.header('content-encoding', 'gzip').send(gzipSync('hello')),
  );
  // A file server's answer to If-None-Match repeats the encoding the full answer would have.
  app.get('/not-modified', (_request, reply) =>
    reply.code(304).header('content-encoding', 'gzip').send(),
  );
  afterAll(() => app.close());

  it('decodes a body in the encoding the answer names', async () => {
    const answer = await callRoute(app, { method: 'GET', url: '/gzipped' });
    expect(answer.body).toBe('hello');
  });

  it('reads no body from a 304, whatever encoding it names', async () => {
    const answer = await callRoute(app, { method: 'GET', url: '/not-modified' });
    expect(answer).toMatchObject({ status: 304, body: '' });
  });
});
