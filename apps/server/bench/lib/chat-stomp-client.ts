import WebSocket from 'ws';

/**
 * A bare STOMP 1.2 client over a plain WebSocket, for load only: @stomp/stompjs spends most of a
 * load client's CPU re-parsing every frame byte by byte, which would measure the client rather than
 * the server. Our server sends exactly one STOMP frame per WebSocket message, so a frame is the
 * message: command line, headers up to the blank line, body up to the closing NUL.
 */
export class BenchStompClient {
  private readonly receipts = new Map<string, () => void>();
  private readonly handlers = new Map<string, (body: Buffer) => void>();
  private nextId = 0;
  /** ERROR frames' `message` headers, and closes nobody asked for. */
  readonly errors: string[] = [];
  private isClosing = false;

  private readonly socket: WebSocket;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data: Buffer) => this.onFrame(data));
    socket.on('close', () => {
      if (!this.isClosing) this.errors.push('connection closed by the server');
    });
  }

  /** Opens `/ws/websocket` on `baseUrl` and resolves once the server answered CONNECTED. */
  static connect(baseUrl: string, token: string): Promise<BenchStompClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws/websocket`, { perMessageDeflate: false });
      socket.once('error', reject);
      socket.once('open', () => {
        socket.once('message', (data: Buffer) => {
          const text = data.toString();
          if (text.startsWith('CONNECTED')) resolve(new BenchStompClient(socket));
          else reject(new Error(`CONNECT refused: ${text.slice(0, 200)}`));
        });
        socket.send(frame('CONNECT', { 'accept-version': '1.2', 'heart-beat': '0,0', Authorization: `Bearer ${token}` }));
      });
    });
  }

  /** Subscribes and resolves when the server's RECEIPT says the subscription is in place; bodies come as raw UTF-8. */
  subscribe(destination: string, onBody: (body: Buffer) => void): Promise<void> {
    const id = `sub-${this.nextId++}`;
    this.handlers.set(id, onBody);
    return new Promise((resolve) => {
      this.receipts.set(id, resolve);
      this.socket.send(frame('SUBSCRIBE', { id, destination, receipt: id }));
    });
  }

  send(destination: string, body: string): void {
    this.socket.send(frame('SEND', { destination, 'content-type': 'application/json' }, body));
  }

  close(): void {
    this.isClosing = true;
    this.socket.close();
  }

  private onFrame(data: Buffer): void {
    if (data.length <= 2 && data[0] === 0x0a) return; // heart-beat
    const headersEnd = data.indexOf('\n\n');
    // "MESSAGE\n": the hot path reads only the subscription header, found by its fixed position.
    if (data[0] === 0x4d && data[1] === 0x45) {
      const at = data.indexOf('\nsubscription:') + 14;
      const subscription = data.toString('latin1', at, data.indexOf(0x0a, at));
      this.handlers.get(subscription)?.(data.subarray(headersEnd + 2, data.length - 1));
      return;
    }
    const head = data.toString('utf8', 0, headersEnd);
    const command = head.slice(0, head.indexOf('\n'));
    if (command === 'RECEIPT') {
      const id = /\nreceipt-id:([^\n]*)/.exec(head)?.[1] ?? '';
      this.receipts.get(id)?.();
      this.receipts.delete(id);
    } else if (command === 'ERROR') {
      this.errors.push(/\nmessage:([^\n]*)/.exec(head)?.[1] ?? head);
    }
  }
}

/** Header values here never hold `:`, `\n` or `\\`, so they need no escaping. */
function frame(command: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}:${value}`);
  return `${command}\n${lines.join('\n')}\n\n${body}\0`;
}
