// The one error type services throw for outcomes a user or client should be told about. The API dispatcher turns
// it into an envelope with the same code; page actions turn it into a form message. Anything else is a bug (500).
export type DomainErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503;

/** The outcomes a caller acts on (redirects elsewhere) rather than shows; its message is for people and may change. */
export type DomainErrorCode = "order_paid_already" | "no_book_chosen";

export class DomainError extends Error {
  override name = "DomainError";

  constructor(
    readonly status: DomainErrorStatus,
    message: string,
    /** Per-field messages, keyed by the spec's field names. */
    readonly fieldErrors?: Record<string, string>,
    /** Extra data a client may use, e.g. seconds until a limit resets. */
    readonly details?: Record<string, unknown>,
    readonly code?: DomainErrorCode,
  ) {
    super(message);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

export function hasErrorCode(error: unknown, code: DomainErrorCode): error is DomainError {
  return error instanceof DomainError && error.code === code;
}
