import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';

// Contract §3: requests the HTTP parser refuses answer the contract's body in Korean; contract §16
// and helmet: SockJS's answers under /ws carry the same security headers as the app's.
const ctx = setupTestApp({}, { listen: true });

/** Writes raw bytes to the listening app and reads everything until the server closes. */
function rawExchange(bytes: string): Promise<string> {
  const { port } = new URL(ctx.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.setTimeout(5_000, () => socket.destroy());
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { statusLine, headers, body: JSON.parse(body) };
}

describe('requests the HTTP parser refuses', () => {
  it('answer a bad request line with 400 in the contract body, in Korean, with the security headers', async () => {
    const { statusLine, headers, body } = parse(await rawExchange('GET /api/categories?x=1 HTTP/1.1 extra\r\nHost: x\r\n\r\n'));
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers.connection).toBe('close');
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'path', 'status', 'timestamp']);
    expect(body).toMatchObject({ status: 400, error: 'Bad Request', message: '요청을 해석할 수 없습니다.', path: '/api/categories' });
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
  });

  it('answer garbage that is no request line at all with 400 and an empty path', async () => {
    const { statusLine, body } = parse(await rawExchange('\u0001\u0002 hello\r\n\r\n'));
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(body).toMatchObject({ status: 400, message: '요청을 해석할 수 없습니다.', path: '' });
  });

  it('answer headers over the size limit with 431 in Korean', async () => {
    const answer = await rawExchange(`GET /api/categories HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const { statusLine, headers, body } = parse(answer);
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(body).toMatchObject({ status: 431, error: 'Request Header Fields Too Large', message: '요청 헤더가 너무 큽니다.' });
    expect(answer).not.toContain('Client Error');
  });
});

describe('SockJS answers', () => {
  it('carry the app security headers: info, the welcome page, a refused iframe and an unknown session', async () => {
    const answers = await Promise.all([
      fetch(`${ctx.baseUrl}/ws/info`),
      fetch(`${ctx.baseUrl}/ws`),
      fetch(`${ctx.baseUrl}/ws/iframe.html`),
      fetch(`${ctx.baseUrl}/ws/000/nosuchsession/xhr_send`, { method: 'POST', body: '["x"]' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    }
  });
});
