import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import type { EpisodeAlertPayload, PushSubscriptionInput } from '../../../shared/alerts-api';
import type { AppDatabase } from '../../db/connect';

/**
 * A push service on loopback for tests: it takes web-push's encrypted POST (RFC 8291,
 * aes128gcm) and decrypts it with the keys the test's "browser" made, as a browser would.
 */
export interface LocalPushEndpoint {
  subscription: PushSubscriptionInput;
  /** Every payload received, decrypted. */
  received: EpisodeAlertPayload[];
  headers: http.IncomingHttpHeaders[];
  /** The status it answers with: 201 as push services do, or 410 once the browser unsubscribed. */
  answer: number;
  close(): Promise<void>;
}

export interface LocalPushOptions {
  /** Hands each decrypted message on, as a push service passes it to the browser. */
  deliver?: (plaintext: string) => void;
}

export async function startLocalPushEndpoint(
  options: LocalPushOptions = {},
): Promise<LocalPushEndpoint> {
  const receiver = createECDH('prime256v1');
  receiver.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  const endpoint: Omit<LocalPushEndpoint, 'subscription' | 'close'> = {
    received: [],
    headers: [],
    answer: 201,
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      endpoint.headers.push(request.headers);
      if (endpoint.answer === 201) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: receiver,
          authSecret,
        });
        const text = plain.toString('utf8');
        endpoint.received.push(JSON.parse(text) as EpisodeAlertPayload);
        options.deliver?.(text);
      }
      response.writeHead(endpoint.answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(endpoint, {
    subscription: {
      endpoint: `http://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`,
      expirationTime: null,
      keys: { p256dh: receiver.getPublicKey().toString('base64url'), auth: authSecret },
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The address the alert tests' servers are told they are reached at. */
export const ALERTS_PUBLIC_URL = 'https://anime.example.org';

/** The alert mails in the outbox for one address: those linking to a title's page. */
export async function alertMailsTo(database: AppDatabase, to: string) {
  return database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', to)
    .where('link', 'like', `${ALERTS_PUBLIC_URL}/anime/%`)
    .execute();
}
