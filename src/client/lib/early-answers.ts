import { configInPage } from './page-config';

const answers = new Map<string, Promise<unknown>>();
/** The answers that have come, by address, for a screen's first render to start with. */
const settled = new Map<string, unknown>();

/**
 * Asks for a JSON answer before the app's code has arrived (decision 457), so an opening screen's
 * data travels beside its code rather than after it. Only on the server's page, which names the
 * instance's key; the answer's body, or null for anything but a 200 (the app then asks itself,
 * and reports).
 */
export function askEarly(url: string): Promise<unknown> {
  const config = configInPage();
  if (!config) return Promise.resolve(null);
  const answer = fetch(url, {
    headers: {
      Accept: 'application/json',
      ...(config.apiKey ? { 'X-Api-Key': config.apiKey } : {}),
    },
    credentials: 'same-origin',
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null)
    .then((body) => {
      if (body !== null && answers.has(url)) settled.set(url, body);
      return body;
    });
  answers.set(url, answer);
  return answer;
}

function forget(url: string): void {
  answers.delete(url);
  settled.delete(url);
}

/** The early answer for this address, handed out once: later calls ask the server again. */
export function takeEarlyAnswer(url: string): Promise<unknown> | undefined {
  const answer = answers.get(url);
  forget(url);
  return answer;
}

/** The early answer for this address if it has already come, handed out once like the above. */
export function takeSettledEarlyAnswer(url: string): unknown {
  const body = settled.get(url);
  if (body !== undefined) forget(url);
  return body;
}
