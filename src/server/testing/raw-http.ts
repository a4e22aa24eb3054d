import net from 'node:net';

export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * Sends bytes exactly as written (no client normalising paths or refusing odd headers) and
 * reads the answer until the server closes the connection.
 */
export function rawRequest(port: number, request: string, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${request.split('\r\n')[0] ?? ''}`));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: split < 0 ? '' : text.slice(split + 4) });
    });
    socket.write(request);
  });
}

/** A GET with the given path and extra header lines, closing the connection after the answer. */
export function rawGet(port: number, path: string, headerLines: string[] = []): Promise<RawAnswer> {
  const lines = [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...headerLines];
  return rawRequest(port, `${lines.join('\r\n')}\r\n\r\n`);
}
