import { FrameImpl, Parser, type StompHeaders } from '@stomp/stompjs';

export type StompFrame = { command: string; headers: StompHeaders; body: string };

/** Serialises a STOMP 1.2 frame (header values escaped, NUL-terminated). */
export function encodeFrame(command: string, headers: StompHeaders = {}, body = ''): string {
  return new FrameImpl({ command, headers, body, escapeHeaderValues: command !== 'CONNECTED' }).serialize() as string;
}

const escapeHeader = (value: string) => value.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c');

/**
 * A MESSAGE frame for one subscriber. Broadcasts encode the same body for every subscriber, so
 * this skips the general encoder's per-frame object work; header values are escaped as STOMP 1.2 says.
 */
export function encodeMessageFrame(subscription: string, destination: string, messageId: string, body: string): string {
  return `MESSAGE\nsubscription:${escapeHeader(subscription)}\ndestination:${escapeHeader(destination)}\nmessage-id:${messageId}\ncontent-type:application/json\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`;
}

/**
 * MESSAGE frames (one, or a batch in order) shared by every subscriber with the same subscription
 * id: encoded to text once, and, for sessions on a raw WebSocket, framed once as WebSocket text
 * messages (RFC 6455, one per STOMP frame, unmasked from a server) so that each of those sessions
 * costs a single socket write.
 */
export class SharedFrame {
  private webSocketMessages?: Buffer;

  readonly texts: string[];

  constructor(texts: string[]) {
    this.texts = texts;
  }

  get asWebSocketMessages(): Buffer {
    this.webSocketMessages ??= Buffer.concat(this.texts.map(webSocketTextMessage));
    return this.webSocketMessages;
  }
}

function webSocketTextMessage(text: string): Buffer {
  const payload = Buffer.from(text);
  const headerLength = payload.length <= 125 ? 2 : payload.length <= 0xffff ? 4 : 10;
  const message = Buffer.allocUnsafe(headerLength + payload.length);
  message[0] = 0x81; // FIN, text
  if (headerLength === 2) message[1] = payload.length;
  else if (headerLength === 4) {
    message[1] = 126;
    message.writeUInt16BE(payload.length, 2);
  } else {
    message[1] = 127;
    message.writeBigUInt64BE(BigInt(payload.length), 2);
  }
  payload.copy(message, headerLength);
  return message;
}

/** An incremental decoder: feed it chunks, it calls back with whole frames and heart-beats. */
export function createDecoder(onFrame: (frame: StompFrame) => void, onHeartbeat: () => void) {
  const parser = new Parser((raw) => {
    const frame = FrameImpl.fromRawFrame(raw, true);
    onFrame({ command: frame.command, headers: frame.headers, body: frame.body });
  }, onHeartbeat);
  return { push: (chunk: string) => parser.parseChunk(chunk) };
}
