import type { ApiError } from './api-error';
import type { RequestOptions } from './client';

/** What each project (webfront, dashboard) does on the failures of SPEC §8. */
export interface GlobalErrorHandlers {
  /** 401: clear the stored user, say 'Session Expired.' and go to the login path with next. */
  unauthorized(): void;
  /** 403: dashboard logs out and goes to /error/403; webfront replaces the route with it. */
  forbidden(): void;
  /** 503 server_maintenance: the maintenance page. */
  maintenance(): void;
  /** The error page of a status the caller asked for (400, 404, 500, 504). */
  errorPage(status: number): void;
}

let handlers: GlobalErrorHandlers | null = null;

/** Installs the project's handlers; returns a function that removes them. */
export function setGlobalErrorHandlers(next: GlobalErrorHandlers | null): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = null;
  };
}

/** Routes one failed call to the global handling, honouring the call's opt-outs. */
export function dispatchApiError(
  error: ApiError,
  options: RequestOptions,
  target = handlers,
): void {
  if (!target) return;
  if (error.status === 401) {
    if (!options.ignoreUnauthorized) target.unauthorized();
    return;
  }
  if (error.status === 403) {
    // A CSRF refusal is not a missing permission: the caller shows it like any other failure.
    if (!options.ignoreForbidden && error.code !== 'csrf_failed') target.forbidden();
    return;
  }
  if (error.status === 503 && error.code === 'server_maintenance') {
    target.maintenance();
    return;
  }
  if (options.errorPages?.includes(error.status)) target.errorPage(error.status);
}
