/**
 * What must never reach a log line (contract §15): secrets in URLs (reset links, calendar feeds),
 * credentials in bodies and headers. Request URLs are logged with these parts replaced.
 */
const SECRET_QUERY = /([?&;](?:token|code|verificationToken|refreshToken|accessToken|access_token|refresh_token|password)=)[^&;#]*/gi;
/**
 * Path segments that are secrets: the API's reset-token check and the mailed reset page
 * (`/password-reset/confirm/<token>`, which the browser requests before the API ever sees it).
 */
const SECRET_PATH = /(\/(?:reset\/validate|password-reset\/confirm)\/)[^/?#]+/gi;

export const REDACTED = '[redacted]';

/** The URL with secret query values and path segments replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

const SQL_PARAMS = /\nparams: [^\n]*/g;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

function scrub(text: string): string {
  return text.replace(SQL_PARAMS, `\nparams: ${REDACTED}`).replace(EMAIL, REDACTED);
}

type SerializedError = { message?: string; stack?: string; detail?: string; cause?: unknown; [key: string]: unknown };

/**
 * An error as pino writes it, minus what a failed query carries of its values: drizzle's
 * `params` (line and property), and e-mail addresses in the driver's message or detail (`Key (email)=(…)`).
 * The statement and the error's kind stay, so the log still says what failed.
 */
export function withoutSqlParams<T extends SerializedError>(serialized: T, depth = 0): T {
  const clean: SerializedError = { ...serialized };
  for (const key of ['message', 'stack', 'detail'] as const) {
    const value = clean[key];
    if (typeof value === 'string') clean[key] = scrub(value);
  }
  if ('params' in clean) clean.params = REDACTED;
  if (clean.cause && typeof clean.cause === 'object' && depth < 3)
    clean.cause = withoutSqlParams(clean.cause as SerializedError, depth + 1);
  return clean as T;
}

/**
 * The shape of an error code: SQLSTATE (57P01, 23505), errno (ECONNREFUSED), Node's and Fastify's
 * (ERR_…, FST_…). The service's secret codes (sign-up verification) are six digits and never take
 * this shape.
 */
const ERROR_CODE = /^(?:[0-9A-Z]{5}|E[A-Z][A-Z0-9_]+|(?:ERR|FST)_[A-Z0-9_]+)$/;

/**
 * pino's censor for REDACTED_PATHS: `[redacted]`, except a `code` shaped like an error code
 * (`err.code` of a failed query or connection), which names what failed and is not a secret
 * (contract §15). pino does not tell which object a `*.code` belongs to, so the shape decides.
 */
export function censor(value: unknown, path: (string | symbol)[]): unknown {
  const isErrorCode = path.at(-1) === 'code' && typeof value === 'string' && ERROR_CODE.test(value);
  return isErrorCode ? value : REDACTED;
}

/** pino `redact` paths: credentials wherever a log call passes a body or headers. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.refreshToken',
  '*.accessToken',
  '*.verificationToken',
  '*.token',
  '*.code',
];
