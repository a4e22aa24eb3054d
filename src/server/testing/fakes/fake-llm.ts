import { startFakeHttpServer, type FakeHttpServer } from './fake-http-server';

export interface FakeLlm extends FakeHttpServer {
  /** The base URL to configure as LLM_BASE_URL (OpenAI-style, ending in /v1). */
  readonly baseUrl: string;
  /** What the assistant's message content will be from now on. */
  answerWith(content: string): void;
}

/**
 * An OpenAI-compatible chat completions server: `POST /v1/chat/completions` answered in the
 * recorded shape of OpenAI's (and Ollama's, llama.cpp's) non-streaming reply.
 */
export async function startFakeLlm(): Promise<FakeLlm> {
  let content = '{"recommendations":[]}';
  const server = await startFakeHttpServer((request) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
      return {
        status: 404,
        body: { error: { message: 'Unknown request URL', type: 'invalid_request_error' } },
      };
    }
    const model = (JSON.parse(request.body || '{}') as { model?: string }).model ?? 'default';
    return {
      status: 200,
      body: {
        id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
        object: 'chat.completion',
        created: 1741570283,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 1117, completion_tokens: 46, total_tokens: 1163 },
        service_tier: 'default',
        system_fingerprint: 'fp_fc9f1d7035',
      },
    };
  });
  return Object.assign(server, {
    baseUrl: `${server.url}/v1`,
    answerWith: (next: string) => {
      content = next;
    },
  });
}
