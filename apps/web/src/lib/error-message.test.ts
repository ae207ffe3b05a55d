import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@/config/messages.ts';
import { retryAfterSeconds, toErrorMessage } from './error-message.ts';

function httpError(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { status, statusText: '', data, headers, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
}

function body(status: number, message: string, error = 'Bad Request') {
  return { status, error, message, path: '/api/x', timestamp: '2025-01-01T00:00:00Z' };
}

describe('toErrorMessage', () => {
  it("shows the server's Korean message rather than the reason phrase", () => {
    expect(toErrorMessage(httpError(409, body(409, '이미 가입된 이메일입니다.', 'Conflict')))).toBe('이미 가입된 이메일입니다.');
  });

  it("strips a leaked 'IllegalArgumentException: ' prefix", () => {
    expect(toErrorMessage(httpError(400, body(400, 'IllegalArgumentException: 잘못된 요청입니다.')))).toBe('잘못된 요청입니다.');
  });

  it('uses the error field only when it is Korean', () => {
    expect(toErrorMessage(httpError(400, { error: '인증번호가 올바르지 않습니다.', message: '' }))).toBe('인증번호가 올바르지 않습니다.');
    expect(toErrorMessage(httpError(400, { error: 'Bad Request', message: '' }))).toBe(TEXT.unknownError);
  });

  it('says the network is down when no response came back', () => {
    const config = { headers: {} } as InternalAxiosRequestConfig;
    expect(toErrorMessage(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}))).toBe(TEXT.networkError);
  });

  it('gives the generic server sentence for any 5xx, whatever the body says', () => {
    expect(toErrorMessage(httpError(500, body(500, 'relation "users" does not exist', 'Internal Server Error')))).toBe(TEXT.serverError);
    expect(toErrorMessage(httpError(503, '<html>Bad gateway</html>'))).toBe(TEXT.serverError);
  });

  it('explains a bare 404 as a missing resource', () => {
    expect(toErrorMessage(httpError(404, body(404, 'Not Found', 'Not Found')))).toBe(TEXT.notFound);
  });

  it('never reveals which half of a login was wrong', () => {
    expect(toErrorMessage(httpError(400, body(400, 'User not found')))).toBe(TEXT.wrongCredentials);
  });

  it('falls back to the unknown-error sentence, or the caller’s own', () => {
    expect(toErrorMessage(httpError(400, ''))).toBe(TEXT.unknownError);
    expect(toErrorMessage(httpError(400, {}), TEXT.verifyFailed)).toBe(TEXT.verifyFailed);
    expect(toErrorMessage(undefined)).toBe(TEXT.unknownError);
  });

  it('passes through a thrown Error with a real message', () => {
    expect(toErrorMessage(new Error('세션이 만료되었습니다'))).toBe('세션이 만료되었습니다');
  });
});

describe('retryAfterSeconds', () => {
  it("reads a 429's Retry-After header", () => {
    expect(retryAfterSeconds(httpError(429, body(429, '요청이 너무 많습니다.'), { 'retry-after': '27' }))).toBe(27);
    expect(retryAfterSeconds(httpError(429, {}))).toBeNull();
  });
});
