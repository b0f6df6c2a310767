export type AppErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BLOCKED'
  | 'ACCOUNT_UNUSABLE'
  | 'INVALID'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS';

export const statusOf: Record<AppErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BLOCKED: 406,
  CONFLICT: 409,
  ACCOUNT_UNUSABLE: 418,
  INVALID: 422,
  TOO_MANY_REQUESTS: 429,
};

/** Thrown anywhere; the error handler turns it into the status and body of platform.md 8. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: Record<string, string[]> | undefined;
  readonly extra: Record<string, unknown> | undefined;
  /** Response headers the answer carries (a 429's `Retry-After`). */
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    fields?: Record<string, string[]>,
    extra?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.code = code;
    this.fields = fields;
    this.extra = extra;
    this.headers = headers;
  }
}

/** A 422 for one field with one message. */
export function invalid(field: string, message: string): AppError {
  return new AppError('INVALID', message, { [field]: [message] });
}
