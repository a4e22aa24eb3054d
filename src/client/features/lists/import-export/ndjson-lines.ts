/** Splits a stream of newline-delimited JSON into its lines, whatever the chunks' boundaries. */
export class NdjsonLines {
  private rest = '';

  push(chunk: string): string[] {
    const parts = (this.rest + chunk).split('\n');
    this.rest = parts.pop() ?? '';
    return parts.filter((line) => line.trim() !== '');
  }

  /** The last line, when the stream did not end with a newline. */
  end(): string[] {
    const last = this.rest;
    this.rest = '';
    return last.trim() === '' ? [] : [last];
  }
}
