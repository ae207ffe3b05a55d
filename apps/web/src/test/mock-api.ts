import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@/lib/api-client.ts';

export type MockReply = { status: number; data?: unknown; headers?: Record<string, string> };
export type MockHandler = (config: InternalAxiosRequestConfig) => MockReply | Promise<MockReply>;

/**
 * Answers the app's axios calls in tests without a server; error statuses reject the way axios'
 * own adapters do, so interceptors see what they see in the browser.
 */
export function mockApi(handler: MockHandler): void {
  const adapter: AxiosAdapter = async (config) => {
    const reply = await handler(config);
    const response: AxiosResponse = {
      status: reply.status,
      statusText: String(reply.status),
      data: reply.data ?? null,
      headers: reply.headers ?? {},
      config,
    };
    if (reply.status >= 400) {
      const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, null, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

export function errorBody(status: number, message: string, error = 'Bad Request') {
  return { status, error, message, path: '/api/test', timestamp: new Date(0).toISOString() };
}

export function jsonBody(config: InternalAxiosRequestConfig): Record<string, unknown> {
  return typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
}
