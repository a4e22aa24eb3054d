import net from 'node:net';

export interface CuttableProxy {
  /** The proxy's port on 127.0.0.1. */
  readonly port: number;
  /** Drops every open connection and refuses new ones, as a database server going away would. */
  cut(): void;
  /** Forwards new connections again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a server (here: the shared PostgreSQL), which a test can cut and restore
 * to stage an outage without touching the server itself.
 */
export async function startCuttableProxy(target: {
  host: string;
  port: number;
}): Promise<CuttableProxy> {
  const open = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((incoming) => {
    if (cut) {
      incoming.destroy();
      return;
    }
    const outgoing = net.connect(target.port, target.host);
    for (const socket of [incoming, outgoing]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        incoming.destroy();
        outgoing.destroy();
      });
    }
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut: () => {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore: () => {
      cut = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
