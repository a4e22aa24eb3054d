import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Longer texts are mostly long `in (…)` lists, each length its own statement: not worth keeping. */
const MAX_TEXT_LENGTH = 2000;
/** Statements a connection keeps at most; the app has a few dozen hot ones. */
const MAX_PER_CONNECTION = 200;
/** PostgreSQL's answer when a kept `select *` meets a table whose columns have changed. */
const STALE_RESULT_TYPE = '0A000';

type Query = (...args: unknown[]) => unknown;

const nameOf = (text: string) => `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/**
 * Makes every parameterised statement the app sends through this connection a named prepared
 * statement, kept by the connection (decision 246): PostgreSQL then parses and plans each
 * statement once per connection instead of on every call, which was most of its CPU under load.
 * Statements without parameters (`begin`, `commit`) and very long ones stay unnamed. A kept
 * statement whose table changed under it (a migration by a newer instance) runs unnamed from
 * then on instead of failing.
 */
export function keepPreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  /** Each kept statement's text with its name, hashed once rather than on every call. */
  const kept = new Map<string, string>();
  const stale = new Set<string>();
  const named: Query = (...args) => {
    const [text, values, ...rest] = args;
    if (
      typeof text !== 'string' ||
      !Array.isArray(values) ||
      values.length === 0 ||
      text.length > MAX_TEXT_LENGTH ||
      stale.has(text) ||
      (!kept.has(text) && kept.size >= MAX_PER_CONNECTION)
    ) {
      return query(...args);
    }
    let name = kept.get(text);
    if (name === undefined) {
      name = nameOf(text);
      kept.set(text, name);
    }
    const sent = query({ name, text, values }, ...rest);
    if (!(sent instanceof Promise)) return sent;
    return sent.catch((error: unknown) => {
      if ((error as { code?: string }).code !== STALE_RESULT_TYPE) throw error;
      stale.add(text);
      return query(text, values);
    });
  };
  (client as unknown as { query: Query }).query = named;
}
