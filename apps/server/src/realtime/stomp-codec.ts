import { FrameImpl, Parser, type StompHeaders } from '@stomp/stompjs';

export type StompFrame = { command: string; headers: StompHeaders; body: string };

/** Serialises a STOMP 1.2 frame (header values escaped, NUL-terminated). */
export function encodeFrame(command: string, headers: StompHeaders = {}, body = ''): string {
  return new FrameImpl({ command, headers, body, escapeHeaderValues: command !== 'CONNECTED' }).serialize() as string;
}

/** An incremental decoder: feed it chunks, it calls back with whole frames and heart-beats. */
export function createDecoder(onFrame: (frame: StompFrame) => void, onHeartbeat: () => void) {
  const parser = new Parser((raw) => {
    const frame = FrameImpl.fromRawFrame(raw, true);
    onFrame({ command: frame.command, headers: frame.headers, body: frame.body });
  }, onHeartbeat);
  return { push: (chunk: string) => parser.parseChunk(chunk) };
}
