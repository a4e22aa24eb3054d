import { describe, expect, it } from 'vitest';
import { ServerSentEventParser } from './sse-parser';

const STREAM =
  'retry: 5000\n\n' +
  'id: 7\nevent: ready\ndata: {"version":7}\n\n' +
  ': heartbeat\n\n' +
  'id: 8\nevent: upsert\ndata: {"id":5114,"media_type":"tv"}\n\n' +
  'id: 9\nevent: delete\ndata: {"id":9253,"media_type":"tv"}\n\n';

describe('reading a Server-Sent Events stream', () => {
  it('yields each event with its name, data and id, skipping comments and retry lines', () => {
    const events = new ServerSentEventParser().push(STREAM);
    expect(events).toEqual([
      { event: 'ready', data: '{"version":7}', id: '7' },
      { event: 'upsert', data: '{"id":5114,"media_type":"tv"}', id: '8' },
      { event: 'delete', data: '{"id":9253,"media_type":"tv"}', id: '9' },
    ]);
  });

  it('gives the same events however the stream is split', () => {
    const whole = new ServerSentEventParser().push(STREAM);
    for (const size of [1, 2, 3, 7, 13]) {
      const parser = new ServerSentEventParser();
      const events = [];
      for (let start = 0; start < STREAM.length; start += size) {
        events.push(...parser.push(STREAM.slice(start, start + size)));
      }
      expect(events).toEqual(whole);
    }
  });

  it('accepts CRLF and CR line ends, split between CR and LF', () => {
    const parser = new ServerSentEventParser();
    expect(parser.push('event: resync\r')).toEqual([]);
    expect(parser.push('\ndata: {}\r\n\r')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'resync', data: '{}', id: null }]);
    const crOnly = new ServerSentEventParser();
    expect(crOnly.push('data: a\rdata: b\r\r')).toEqual([]);
    expect(crOnly.push(': next chunk\n')).toEqual([{ event: 'message', data: 'a\nb', id: null }]);
  });

  it('keeps the last id for later events and drops events without data', () => {
    const parser = new ServerSentEventParser();
    expect(parser.push('id: 3\nevent: ready\n\n')).toEqual([]);
    expect(parser.push('event: upsert\ndata: {}\n\n')).toEqual([
      { event: 'upsert', data: '{}', id: '3' },
    ]);
  });
});
