import type { FieldError } from '@dongne/contract';

/** The one error type services throw; the error handler turns it into the contract's body. */
export class AppError extends Error {
  readonly status: number;
  readonly options: { fieldErrors?: FieldError[]; retryAfterSeconds?: number };

  constructor(status: number, message: string, options: { fieldErrors?: FieldError[]; retryAfterSeconds?: number } = {}) {
    super(message);
    this.status = status;
    this.options = options;
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError(400, message, field ? { fieldErrors: [{ field, message }] } : {});
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, field?: string) => new AppError(409, message, field ? { fieldErrors: [{ field, message }] } : {});
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new AppError(429, message, { retryAfterSeconds });
