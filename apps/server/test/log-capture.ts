import { Writable } from 'node:stream';

/** A stream for `createLogger(config, stream)` that hands each log line (JSON text) to `onLine`. */
export function logSink(onLine: (line: string) => void): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) onLine(line);
      done();
    },
  });
}
