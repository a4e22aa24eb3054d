/** Why the language model's answer could not be used; the reason goes to the log. */
export class LlmUnusableError extends Error {
  constructor(
    readonly reason: 'timeout' | 'unreachable' | 'refused' | 'malformed' | 'nothing-resolved',
    message: string,
  ) {
    super(message);
    this.name = 'LlmUnusableError';
  }
}
