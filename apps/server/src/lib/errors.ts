/** The one error type services throw; the error handler turns it into `{ detail, code }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** A snake_case message key the client translates. */
    readonly code: string,
    /** English text for people reading the raw answer. */
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notAuthenticated = () =>
  new AppError(401, 'not_authenticated', 'Authentication credentials were not provided.');
export const noPermission = () => new AppError(403, 'no_permission', 'No Permission');
export const notFound = () => new AppError(404, 'not_found', 'Not found.');

/** A 400 naming the failing fields with message keys. */
export function validationError(errors: Record<string, string[]>): AppError {
  return new AppError(400, 'validation_error', 'Invalid input.', { errors });
}
