import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorBody, type FieldError, MSG } from '@dongne/contract';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { UPLOAD_GONE_CODE } from '../lib/db-errors.ts';

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: MSG.badRequest,
  401: MSG.unauthorized,
  403: MSG.forbidden,
  404: MSG.notFound,
  405: '허용되지 않은 요청 방식입니다.',
  406: '지원하지 않는 응답 형식입니다.',
  409: '요청이 현재 상태와 충돌합니다.',
  413: '요청이 너무 큽니다.',
  415: '지원하지 않는 형식입니다.',
  429: MSG.tooManyRequests,
};

const MESSAGE_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '요청 본문이 올바른 JSON이 아닙니다.',
  FST_ERR_CTP_EMPTY_JSON_BODY: '요청 본문이 비어 있습니다.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  FST_ERR_CTP_BODY_TOO_LARGE: '요청이 너무 큽니다.',
  FST_REQ_FILE_TOO_LARGE: MSG.imageTooLarge,
  FST_FILES_LIMIT: '한 번에 올릴 수 있는 파일 수를 넘었습니다.',
  FST_PARTS_LIMIT: '요청의 항목이 너무 많습니다.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '멀티파트 형식의 요청이 필요합니다.',
  FST_ERR_BAD_URL: '요청 주소가 올바르지 않습니다.',
  FST_ERR_MAX_PARAM_LENGTH: '요청 주소가 너무 깁니다.',
};

// Connection-level failures of the database: the client did nothing wrong, the service is down.
// 57014: a statement cancelled by the statement timeout (an overloaded or stuck database).
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57014', '57P01', '57P03', '08006', '08001', '08003']);
// The same failures as node-postgres words them without a code: no connection within the connect
// timeout, no answer within the query timeout, or the socket closing under a query (a server
// stopped or a network dropped mid-request).
const UNAVAILABLE_MESSAGES = [
  /^timeout expired$/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
];
// Data exceptions caused by a client's value the schema let through: a number beyond `integer`
// (22003), text PostgreSQL cannot store such as a NUL byte (22021, 22P05), a malformed literal
// (22P02, 22007, 22008), a string longer than its column (22001). Bad input, not a server fault.
const BAD_VALUE_CODES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

/** The error and its causes: drizzle wraps the driver's error (and its code) in `cause`. */
function causeChain(error: unknown): { code?: unknown; message?: unknown }[] {
  const chain: { code?: unknown; message?: unknown }[] = [];
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    chain.push(current as { code?: unknown; message?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

// A damaged multipart body: @fastify/busboy throws plain Errors, without a code or a status, when
// the body ends before its closing boundary, the header has no usable boundary, and the like.
const MULTIPART_BODY_ERROR =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|.+ terminated early due to unexpected end of multipart data|The needle cannot)/;

/** The first error code along the cause chain. */
function errorCode(error: unknown): string {
  const code = causeChain(error).find((link) => typeof link.code === 'string' && link.code)?.code;
  return typeof code === 'string' ? code : '';
}

/** True when the database could not be reached or dropped the connection: a 503, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (UNAVAILABLE_CODES.has(errorCode(error))) return true;
  return causeChain(error).some(
    (link) => typeof link.message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(link.message as string)),
  );
}

export function errorBody(request: FastifyRequest, status: number, message: string, fieldErrors?: FieldError[]): ErrorBody {
  return {
    status,
    error: STATUS_CODES[status] ?? 'Error',
    message,
    path: request.url.split('?')[0] ?? request.url,
    timestamp: new Date().toISOString(),
    ...(fieldErrors && fieldErrors.length > 0 ? { fieldErrors } : {}),
  };
}

function send(reply: FastifyReply, request: FastifyRequest, status: number, message: string, fieldErrors?: FieldError[]) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(request, status, message, fieldErrors));
}

/**
 * Fastify's own answers before any route runs (a path with broken percent-encoding, a path
 * parameter over `maxParamLength`), in the contract's body instead of Fastify's English one.
 * Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  send(reply, request, status, MESSAGE_BY_CODE[error.code] ?? MESSAGE_BY_STATUS[status] ?? MSG.badRequest);
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: '요청 헤더가 너무 큽니다.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: '요청을 받는 시간이 초과되었습니다. 다시 시도해주세요.' },
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a bad request line, headers past
 * the size limit, a request that took too long): the contract's body in Korean, with the app's
 * security headers, then the connection closes. Passed to Fastify as `clientErrorHandler`, so it
 * runs as the server's 'clientError' listener. The path comes from the request line when it can be
 * read, without its query; a socket already gone gets nothing.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: ConnectionError, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: '요청을 해석할 수 없습니다.' };
    if (socket.writable) {
      // Node hands the bytes it could not parse as a Buffer (Fastify's type says otherwise).
      const raw: unknown = error.rawPacket;
      const line = Buffer.isBuffer(raw) ? (raw.subarray(0, 2048).toString('latin1').split('\r\n', 1)[0] ?? '') : '';
      const target = /^[A-Z]+ (\/[^ ?#]*)/.exec(line)?.[1] ?? '';
      const body = JSON.stringify({
        status,
        error: STATUS_CODES[status] ?? 'Error',
        message,
        path: target.slice(0, 512),
        timestamp: new Date().toISOString(),
      });
      const head = Object.entries({
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      })
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n');
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${head}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}

/** One error handler: AppError and validation errors become the contract's body; nothing else leaks. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.options.retryAfterSeconds) reply.header('Retry-After', String(error.options.retryAfterSeconds));
      return send(reply, request, error.status, error.message, error.options.fieldErrors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
        message: issue.message ?? MSG.invalidValue,
      }));
      return send(reply, request, 400, fieldErrors[0]?.message ?? MSG.badRequest, fieldErrors);
    }
    const code = errorCode(error);
    if (!error.statusCode && MULTIPART_BODY_ERROR.test(error.message))
      return send(reply, request, 400, '멀티파트 요청 본문이 올바르지 않습니다.');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && !reply.hasHeader('Retry-After')) reply.header('Retry-After', '60');
      return send(reply, request, status, MESSAGE_BY_CODE[code] ?? MESSAGE_BY_STATUS[status] ?? MSG.badRequest);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return send(reply, request, 503, MSG.unavailable);
    }
    if (code === UPLOAD_GONE_CODE) {
      // An image the request checked was deleted before the request stored it.
      request.log.warn({ err: error }, 'attached upload is gone');
      return send(reply, request, 409, MSG.uploadGone);
    }
    if (BAD_VALUE_CODES.has(code)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return send(reply, request, 400, MSG.badRequest);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, request, 500, MSG.internal);
  });

  // Scoped to /api so that the app may still set its own root handler (the SPA's index.html fallback):
  // Fastify allows one not-found handler per prefix.
  await app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) => send(reply, request, 404, MSG.notFound));
    },
    { prefix: '/api' },
  );
});
