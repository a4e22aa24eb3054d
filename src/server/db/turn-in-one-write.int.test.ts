import net from 'node:net';
import type { Transaction } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases';
import { openPostgres, type AppDatabase } from './connect';
import type { DatabaseSchema } from './schema';
import { userRow } from '../testing/user-row';
import { answerThenCommit, sentTogether } from './sent-together';

/** A TCP proxy in front of PostgreSQL keeping each chunk the app sends, as it arrived. */
async function recordingProxy(target: URL) {
  const chunks: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((incoming) => {
    const outgoing = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    incoming.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      outgoing.write(chunk);
    });
    outgoing.pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    chunks,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const BEGIN = Buffer.from('begin\0');
/** The byte that starts a message after `begin`'s in the same chunk, if any. */
const afterBegin = (chunk: Buffer) => {
  const at = chunk.indexOf(BEGIN);
  return at < 0 ? undefined : String.fromCharCode(chunk[at + BEGIN.length] ?? 0);
};

describe('a transaction on PostgreSQL, one pooled connection', () => {
  let schemaOwner: TestDatabase;
  let database: AppDatabase;
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  afterEach(async () => {
    await database.close();
    await proxy.close();
    await schemaOwner.destroy();
  });

  async function throughProxy(): Promise<AppDatabase> {
    schemaOwner = await createTestDatabase('postgres');
    const { postgresUrl, postgresSchema } = schemaOwner.location;
    if (!postgresUrl || !postgresSchema) throw new Error('expected a PostgreSQL test database');
    proxy = await recordingProxy(new URL(postgresUrl));
    database = openPostgres({ url: proxy.url, poolSize: 1, schema: postgresSchema });
    return database;
  }

  const userIds = async () =>
    (await schemaOwner.db.selectFrom('users').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );

  /** The connection serves a transaction after whatever came before. */
  async function addsInATransaction(db: AppDatabase, id: string) {
    await db.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(userRow(id)).execute();
    });
  }

  /** A database holding u1, where PostgreSQL refuses the transaction `body` as a duplicate. */
  async function refusedAfterU1(
    body: (trx: Transaction<DatabaseSchema>) => Promise<unknown>,
  ): Promise<AppDatabase> {
    const db = await throughProxy();
    await db.db.insertInto('users').values(userRow('u1')).execute();
    await expect(db.db.transaction().execute(body)).rejects.toMatchObject({ code: '23505' });
    return db;
  }

  it('sends begin in the same write as its first statement, and still isolates and commits', async () => {
    const db = await throughProxy();
    await db.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(userRow('u1')).execute();
      expect(await userIds()).toEqual([]);
    });
    expect(await userIds()).toEqual(['u1']);
    const begins = proxy.chunks.filter((chunk) => afterBegin(chunk) !== undefined);
    expect(begins.map(afterBegin)).toEqual(['P']);
  });

  it('sends statements asked together in one write, run in order, each seeing the one before', async () => {
    const db = await throughProxy();
    await db.db.insertInto('users').values(userRow('u1')).execute();
    const before = proxy.chunks.length;
    const [, renamed] = await sentTogether(db.db, [
      db.db.updateTable('users').set({ username: 'renamed' }).where('id', '=', 'u1').compile(),
      db.db.selectFrom('users').select('username').where('id', '=', 'u1').compile(),
    ]);
    expect(renamed).toEqual([{ username: 'renamed' }]);
    expect(proxy.chunks.length - before).toBe(1);
  });

  it("sends the body's last statement with its commit, and Kysely's commit after it sends nothing", async () => {
    const db = await throughProxy();
    let chunksBeforeEnd = 0;
    const names = await db.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(userRow('u1')).execute();
      chunksBeforeEnd = proxy.chunks.length;
      return answerThenCommit(
        trx,
        'postgres',
        trx.insertInto('users').values(userRow('u2')).returning('id').compile(),
      );
    });
    expect(names).toEqual([{ id: 'u2' }]);
    expect(await userIds()).toEqual(['u1', 'u2']);
    const ending = proxy.chunks.slice(chunksBeforeEnd);
    expect(ending).toHaveLength(1);
    expect(ending[0]?.toString()).toContain('commit /* with the last statement */');
    await addsInATransaction(db, 'u3');
    expect(await userIds()).toEqual(['u1', 'u2', 'u3']);
  });

  it('rolls the whole transaction back when the statement sent with the commit fails', async () => {
    const db = await refusedAfterU1(async (trx) => {
      await trx.insertInto('users').values(userRow('u2')).execute();
      return answerThenCommit(
        trx,
        'postgres',
        trx.insertInto('users').values(userRow('u1')).returning('id').compile(),
      );
    });
    expect(await userIds()).toEqual(['u1']);
    await addsInATransaction(db, 'u3');
    expect(await userIds()).toEqual(['u1', 'u3']);
  });

  it('rolls back a transaction whose first statement fails, and the connection serves the next', async () => {
    const db = await refusedAfterU1(async (trx) => {
      await trx.insertInto('users').values(userRow('u1')).execute();
    });
    await db.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(userRow('u2')).execute();
      await trx.updateTable('users').set({ username: 'two' }).where('id', '=', 'u2').execute();
    });
    expect(await userIds()).toEqual(['u1', 'u2']);
  });
});
