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

/** An incremental decoder: feed it chunks, it calls back with whole frames and heart-beats. */
export function createDecoder(onFrame: (frame: StompFrame) => void, onHeartbeat: () => void) {
  const parser = new Parser((raw) => {
    const frame = FrameImpl.fromRawFrame(raw, true);
    onFrame({ command: frame.command, headers: frame.headers, body: frame.body });
  }, onHeartbeat);
  return { push: (chunk: string) => parser.parseChunk(chunk) };
}
