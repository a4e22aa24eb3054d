import type { FastifyBaseLogger } from 'fastify';

const SEND_TIMEOUT_MS = 10_000;

export interface SmsGatewaySetting {
  url: string;
  token: string | undefined;
}

/**
 * An HTTP SMS gateway: POST {to, message} as JSON, with the token as a bearer credential.
 * Most gateways (and small relays in front of the others) take this shape (decision 125).
 */
export class SmsGateway {
  constructor(
    private readonly setting: SmsGatewaySetting,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(to: string, message: string): Promise<void> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (this.setting.token) headers.Authorization = `Bearer ${this.setting.token}`;
    const response = await fetch(this.setting.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to, message }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) {
      this.log.warn({ status: response.status }, 'SMS gateway refused a message');
      throw new Error(`SMS gateway answered ${response.status}`);
    }
  }
}
