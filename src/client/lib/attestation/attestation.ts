import { ATTESTATION_HEADER } from '../../../shared/auth-attestation';
import { ATTESTATION_SKIPPED_MESSAGE } from '../../../shared/captcha-provider';
import type { PublicConfig } from '../../../shared/public-config';
import { publicConfig } from '../api';
import { readStoredItem } from '../local-storage';
import { AttestationClient, type AttestationProof } from './attestation-client';
import { captchaToken } from './captcha-script';

/**
 * Where a tester's browser keeps the operator's BOT_CHECK_DEBUG_TOKEN, which then stands in for
 * the captcha (as hosted attestation services' debug providers do).
 */
export const DEBUG_TOKEN_STORAGE_KEY = 'tsuzuki:attestation-debug-token';

function proofSource(siteKey: string): () => Promise<AttestationProof> {
  const debugToken = readStoredItem(DEBUG_TOKEN_STORAGE_KEY);
  if (debugToken) return () => Promise.resolve({ debug_token: debugToken });
  return async () => ({ recaptcha_v3_token: await captchaToken(siteKey) });
}

/** Spec §1: the bot check starts only when both the site key and the project id are set. */
function createClient(origin: string, config: PublicConfig | null): AttestationClient | null {
  if (!config?.botCheckSiteKey || !config.projectId) {
    console.info(ATTESTATION_SKIPPED_MESSAGE);
    return null;
  }
  const client = new AttestationClient({
    origin,
    proof: proofSource(config.botCheckSiteKey),
    now: Date.now,
    schedule: (callback, delay) => {
      const timer = setTimeout(callback, delay);
      return () => clearTimeout(timer);
    },
  });
  client.startRefreshing();
  return client;
}

const clients = new Map<string, Promise<AttestationClient | null>>();

function clientFor(path: string): Promise<AttestationClient | null> {
  const origin = URL.canParse(path) ? new URL(path).origin : '';
  let client = clients.get(origin);
  if (!client) {
    client = publicConfig(path).then(
      (config) => createClient(origin, config),
      (error: unknown) => {
        clients.delete(origin);
        throw error;
      },
    );
    clients.set(origin, client);
  }
  return client;
}

/** Starts the bot check (or logs that it is skipped), so a token is ready before it is needed. */
export function startAttestation(): void {
  // An unreachable server is reported by the call that needs the token.
  clientFor('').catch(() => undefined);
}

/** The X-Attestation-Token header for a call to `path`; none when the bot check is off. */
export async function attestationHeader(path = ''): Promise<Record<string, string>> {
  const client = await clientFor(path);
  return client ? { [ATTESTATION_HEADER]: await client.token() } : {};
}
