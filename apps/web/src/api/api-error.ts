/** Field errors as the server sends them: field name to message keys. */
export type FieldErrors = Record<string, string[]>;

/** ApiError.status when the network failed before any HTTP answer. */
export const NETWORK_FAILED_STATUS = 0;

/** The one error type every failing call rejects with (SPEC §8). */
export class ApiError extends Error {
  /** HTTP status; 0 when the network failed before any answer. */
  readonly status: number;
  /** Snake_case message key the client translates (e.g. `incorrect_email_or_password`). */
  readonly code: string;
  /** English text from the server, for logs. */
  readonly detail: string;
  /** Validation errors per field, as message keys. */
  readonly errors: FieldErrors;

  constructor(init: { status: number; code: string; detail?: string; errors?: FieldErrors }) {
    super(init.detail ?? init.code);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail ?? init.code;
    this.errors = init.errors ?? {};
  }

  /** The first message key for a field, if the server named that field. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

/** Whether an error is an aborted call (superseded by a newer one, or cancelled by its caller). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Whether an error is an ApiError with the given status (and code, when given). */
export function isApiError(error: unknown, status?: number, code?: string): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (status !== undefined && error.status !== status) return false;
  return code === undefined || error.code === code;
}
