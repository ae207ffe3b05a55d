type PgLikeError = { code?: string; constraint?: string; constraint_name?: string; detail?: string; message?: string; cause?: unknown };

/** Walks drizzle's wrapper to the driver's error (pg and PGlite shape it alike). */
function driverError(error: unknown): PgLikeError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

/** True when a unique constraint (optionally the named one) refused the write. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = driverError(error);
  if (pgError?.code !== '23505') return false;
  if (!constraint) return true;
  const name = pgError.constraint ?? pgError.constraint_name;
  return name ? name === constraint : Boolean(pgError.message?.includes(constraint));
}

/** True when a foreign key refused the write (the row it points at is gone). */
export function isForeignKeyViolation(error: unknown): boolean {
  return driverError(error)?.code === '23503';
}

/**
 * SQLSTATE raised by the upload triggers (migration 0017) when an attach names an upload that was
 * deleted after the request checked it (a sweep or a discard in between): a 409, never a 500.
 */
export const UPLOAD_GONE_CODE = 'DN001';
export function isUploadGone(error: unknown): boolean {
  return driverError(error)?.code === UPLOAD_GONE_CODE;
}
