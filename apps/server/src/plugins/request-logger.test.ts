import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './request-logger.ts';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  let children = 0;
  const parent = pino({ level, redact: { paths: ['password'], censor: '[redacted]' } }, stream);
  // Counts the children made (a grandchild is made through its parent's own `child`, inherited from here).
  const makeChild = parent.child;
  parent.child = function (this: typeof parent, ...args: Parameters<typeof makeChild>) {
    children += 1;
    return makeChild.apply(this, args);
  } as typeof parent.child;
  return { parent, lines, children: () => children };
}

describe('lazyRequestLogger', () => {
  it('writes lines at enabled levels with the request id bound and redaction applied', () => {
    const { parent, lines } = capture('info');
    const log = lazyRequestLogger(parent, { reqId: 'r-1' }, {});
    log.info({ password: 'secret', route: '/api/x' }, 'request completed');
    log.error(new Error('boom'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ reqId: 'r-1', password: '[redacted]', route: '/api/x', msg: 'request completed', level: 30 });
    expect(lines[1]).toMatchObject({ reqId: 'r-1', level: 50 });
  });

  it('makes no pino child for a request that writes nothing at an enabled level', () => {
    const { parent, lines, children } = capture('warn');
    const log = lazyRequestLogger(parent, { reqId: 'r-2' }, {});
    log.info({ route: '/api/x' }, 'request completed');
    log.debug('details');
    expect(children()).toBe(0);
    expect(log.level).toBe('warn');
    log.warn('slow');
    expect(children()).toBe(1);
    expect(lines).toEqual([expect.objectContaining({ reqId: 'r-2', msg: 'slow' })]);
  });

  it('binds further children under the request id', () => {
    const { parent, lines } = capture('info');
    const log = lazyRequestLogger(parent, { reqId: 'r-3' }, {});
    log.child({ part: 'upload' }, {}).info('stored');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'r-3', part: 'upload', msg: 'stored' })]);
  });
});
