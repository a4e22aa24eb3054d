import { z } from 'zod';
import { LlmUnusableError } from './llm-error';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string | undefined;
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** The part of an OpenAI-compatible chat completion this product reads. */
const completionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable() }) }))
    .min(1, 'has no choices'),
});

/** More than any sane answer of a dozen titles; a runaway model is cut off. */
const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * One call to `POST {base}/chat/completions`, the API OpenAI, Ollama, llama.cpp, vLLM and most
 * hosted models speak. JSON mode is asked for; the caller still parses the content strictly.
 */
export async function requestChatCompletion(
  settings: LlmSettings,
  messages: ChatMessage[],
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        ...(settings.model ? { model: settings.model } : {}),
        messages,
        temperature: 0.4,
        response_format: { type: 'json_object' },
      }),
    });
    text = await response.text();
  } catch (error) {
    if (signal.aborted) {
      throw new LlmUnusableError('timeout', `did not answer within ${settings.timeoutMs} ms`);
    }
    throw new LlmUnusableError('unreachable', `could not be reached (${String(error)})`);
  }
  if (!response.ok) {
    throw new LlmUnusableError(
      'refused',
      `answered HTTP ${response.status}: ${text.slice(0, 200)}`,
    );
  }
  if (text.length > MAX_ANSWER_BYTES) {
    throw new LlmUnusableError('malformed', `answered ${text.length} bytes, more than allowed`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new LlmUnusableError('malformed', 'answered something other than JSON');
  }
  const parsed = completionSchema.safeParse(json);
  if (!parsed.success) {
    throw new LlmUnusableError(
      'malformed',
      `answered JSON that is not a chat completion (${parsed.error.issues[0]?.message ?? 'unknown shape'})`,
    );
  }
  return parsed.data.choices[0]?.message.content ?? '';
}
