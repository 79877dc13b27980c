/** SPEC §1 session storage key of the `redirect_to_coniverse` query parameter. */
export const CONIVERSE_KEY = 'redirectToConiverse';

/**
 * Keeps a `?redirect_to_coniverse=<service_code>` of the address in session storage, so the
 * sign-in that follows can go on to that linked service (SPEC §1 query parameters).
 */
export function rememberConiverseRedirect(search: string): void {
  const code = new URLSearchParams(search).get('redirect_to_coniverse');
  if (code && /^[a-z0-9][a-z0-9_-]{0,49}$/.test(code))
    window.sessionStorage.setItem(CONIVERSE_KEY, code);
}

/** The stored service code, removed as it is read (one redirect per request). */
export function takeConiverseRedirect(): string | null {
  const code = window.sessionStorage.getItem(CONIVERSE_KEY);
  if (code) window.sessionStorage.removeItem(CONIVERSE_KEY);
  return code;
}

/** Whether a redirect is waiting (read without taking it). */
export function hasConiverseRedirect(): boolean {
  return window.sessionStorage.getItem(CONIVERSE_KEY) !== null;
}
