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
