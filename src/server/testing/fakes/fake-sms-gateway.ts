import { startFakeHttpServer, type FakeHttpServer } from './fake-http-server';

export interface TextMessage {
  to: string;
  message: string;
  authorization: string | undefined;
}

export interface FakeSmsGateway {
  /** POST {to, message} here, as SMS_GATEWAY_URL. */
  readonly url: string;
  readonly server: FakeHttpServer;
  messages(): TextMessage[];
  /** The six-digit code in the newest text to the number. */
  lastCodeTo(phoneNumber: string): string;
  close(): Promise<void>;
}

/** A local HTTP SMS gateway for tests: accepts every text and keeps it to be read back. */
export async function startFakeSmsGateway(): Promise<FakeSmsGateway> {
  const server = await startFakeHttpServer(() => ({ status: 202, body: { queued: true } }));
  const messages = () =>
    server.requests
      .filter((request) => request.method === 'POST')
      .map((request) => {
        const body = JSON.parse(request.body) as { to: string; message: string };
        const authorization = request.headers.authorization;
        return { to: body.to, message: body.message, authorization };
      });
  return {
    url: `${server.url}/send`,
    server,
    messages,
    lastCodeTo: (phoneNumber) => {
      const text = messages().findLast((message) => message.to === phoneNumber);
      const code = text ? /\b(\d{6})\b/.exec(text.message)?.[1] : undefined;
      if (!code) throw new Error(`no code texted to ${phoneNumber}`);
      return code;
    },
    close: () => server.close(),
  };
}
