// A WebSocket stand-in for socket-client unit tests: records what the client sends and lets the test
// open, close and feed frames by hand (timers are vitest's fake clock).
export class FakeSocket {
  static OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: any[] = []; // frames the client sent, parsed; any so each test reads its own frame shape
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public url: string) {
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** A raw text frame from the server. */
  raw(text: string) {
    this.onmessage?.({ data: text });
  }
  /** A push frame: a channel id and its data. */
  push(chId: string, data: unknown) {
    this.raw(JSON.stringify({ chId, data }));
  }
  /** The socket the client opened most recently. */
  static last(): FakeSocket {
    return FakeSocket.instances[FakeSocket.instances.length - 1];
  }
}
