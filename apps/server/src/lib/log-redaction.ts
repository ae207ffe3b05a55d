/**
 * What must never reach a log line (contract §15): secrets in URLs (reset links, calendar feeds),
 * credentials in bodies and headers. Request URLs are logged with these parts replaced.
 */
const SECRET_QUERY = /([?&](?:token|code|verificationToken|refreshToken)=)[^&#]*/gi;
const SECRET_PATH = /(\/reset\/validate\/)[^/?#]+/gi;

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
