import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { SharedFrame } from './stomp-codec.ts';

// ws's own frame parser, which @types/ws does not declare: the reference the frames are checked against.
type FrameParser = NodeJS.EventEmitter & { write: (chunk: Buffer) => void };
const { Receiver } = ws as unknown as { Receiver: new (options: { isServer: boolean }) => FrameParser };

describe('SharedFrame', () => {
  it('frames each text as its own WebSocket text message, at every length encoding', () => {
    // 125 and below: 7-bit length; up to 65 535: 16-bit; above: 64-bit. Hangul is 3 bytes in UTF-8.
    const texts = ['MESSAGE\n\n안녕\0', 'x'.repeat(125), 'y'.repeat(126), '가'.repeat(21_845), 'z'.repeat(70_000)];
    const received: string[] = [];
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data: Buffer, isBinary: boolean) => {
      expect(isBinary).toBe(false);
      received.push(data.toString());
    });
    receiver.write(new SharedFrame(texts).asWebSocketMessages);
    expect(received).toEqual(texts);
  });
});
