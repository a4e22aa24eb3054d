import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases';
import { openPostgres, type AppDatabase } from './connect';
import { userRow } from '../testing/user-row';

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

  it('rolls back a transaction whose first statement fails, and the connection serves the next', async () => {
    const db = await throughProxy();
    await db.db.insertInto('users').values(userRow('u1')).execute();
    await expect(
      db.db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values(userRow('u1')).execute();
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await db.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(userRow('u2')).execute();
      await trx.updateTable('users').set({ username: 'two' }).where('id', '=', 'u2').execute();
    });
    expect(await userIds()).toEqual(['u1', 'u2']);
  });
});
