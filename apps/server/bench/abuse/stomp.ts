import WebSocket from 'ws';

export type Frame = { command: string; headers: Record<string, string>; body: string };

export const stompFrame = (command: string, headers: Record<string, string>, body = '') =>
  `${command}\n${Object.entries(headers)
    .map(([key, value]) => `${key}:${value}`)
    .join('\n')}\n\n${body}\0`;

/**
 * A hostile STOMP peer on a raw `/ws/websocket` socket: it sends whatever it is told, byte for byte,
 * and records every frame the server sends (one STOMP frame per WebSocket message), heart-beats
 * apart, and when the server closed it.
 */
export class RawStomp {
  readonly frames: Frame[] = [];
  heartbeats = 0;
  messages = 0;
  bytesReceived = 0;
  isClosed = false;
  readonly opened = performance.now();
  closedAt = 0;
  readonly closed: Promise<void>;
  private waiters: (() => void)[] = [];

  readonly socket: WebSocket;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data: Buffer) => this.onMessage(data));
    socket.on('error', () => {});
    this.closed = new Promise((resolve) =>
      socket.once('close', () => {
        this.isClosed = true;
        this.closedAt = performance.now();
        this.notify();
        resolve();
      }),
    );
  }

  static open(base: string): Promise<RawStomp> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/websocket`, { perMessageDeflate: false });
      socket.once('open', () => resolve(new RawStomp(socket)));
      socket.once('error', reject);
    });
  }

  /** Opens and CONNECTs; resolves with the CONNECTED (or ERROR) frame, or null when the socket closed first. */
  static async connect(base: string, token: string, heartBeat = '0,0'): Promise<{ peer: RawStomp; answer: Frame | null }> {
    const peer = await RawStomp.open(base);
    peer.send(stompFrame('CONNECT', { 'accept-version': '1.2', 'heart-beat': heartBeat, Authorization: `Bearer ${token}` }));
    const answer = await peer.waitFor((frame) => frame.command === 'CONNECTED' || frame.command === 'ERROR', 15_000);
    return { peer, answer };
  }

  send(data: string | Buffer): boolean {
    if (this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(data);
    return true;
  }

  /** Resolves with the first frame (already received or coming) that matches, or null on close or timeout. */
  async waitFor(match: (frame: Frame) => boolean, timeoutMs: number): Promise<Frame | null> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(match);
      if (found) return found;
      const left = deadline - performance.now();
      if (this.isClosed || left <= 0) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves true once the server closed the socket, false if it is still open after `timeoutMs`. */
  async closedWithin(timeoutMs: number): Promise<boolean> {
    if (this.isClosed) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const result = await Promise.race([this.closed.then(() => true), timeout]);
    clearTimeout(timer);
    return result;
  }

  errors(): string[] {
    return this.frames.filter((frame) => frame.command === 'ERROR').map((frame) => frame.headers.message ?? frame.body);
  }

  count(command: string): number {
    return this.frames.filter((frame) => frame.command === command).length;
  }

  close(): void {
    this.socket.terminate();
  }

  private onMessage(data: Buffer): void {
    this.messages += 1;
    this.bytesReceived += data.length;
    const text = data.toString('utf8');
    if (/^[\r\n]+$/.test(text)) {
      this.heartbeats += 1;
    } else {
      const headEnd = text.indexOf('\n\n');
      const head = text.slice(0, headEnd < 0 ? undefined : headEnd).split('\n');
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0 && !(line.slice(0, colon) in headers)) headers[line.slice(0, colon)] = line.slice(colon + 1);
      }
      // A broadcast's body is not needed by any check; keep memory flat when thousands arrive.
      const command = head[0] ?? '';
      const body = command === 'MESSAGE' ? '' : text.slice(headEnd + 2).replace(/\0$/, '');
      this.frames.push({ command, headers, body });
    }
    this.notify();
  }

  private notify(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}
