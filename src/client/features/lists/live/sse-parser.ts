export interface ServerSentEvent {
  event: string;
  data: string;
  /** The event's id line, when it had one. */
  id: string | null;
}

/**
 * Reads a text/event-stream as the HTML standard describes it: lines end in CR, LF or CRLF,
 * a blank line ends an event, lines starting with ":" are comments (heartbeats). Chunks may split
 * anywhere, even between CR and LF.
 */
export class ServerSentEventParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private id: string | null = null;

  push(chunk: string): ServerSentEvent[] {
    this.buffer += chunk;
    const events: ServerSentEvent[] = [];
    let start = 0;
    for (let index = 0; index < this.buffer.length; index++) {
      const character = this.buffer[index];
      if (character !== '\n' && character !== '\r') continue;
      // A CR at the very end may be the first half of a CRLF still on its way.
      if (character === '\r' && index === this.buffer.length - 1) break;
      const line = this.buffer.slice(start, index);
      if (character === '\r' && this.buffer[index + 1] === '\n') index++;
      start = index + 1;
      const event = this.line(line);
      if (event) events.push(event);
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  private line(line: string): ServerSentEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    return null;
  }

  private dispatch(): ServerSentEvent | null {
    const event =
      this.data.length === 0
        ? null
        : { event: this.event || 'message', data: this.data.join('\n'), id: this.id };
    this.event = '';
    this.data = [];
    return event;
  }
}
