/** Session storage key that keeps the app web view on for the rest of the visit. */
export const APP_WEBVIEW_KEY = 'isAppWebview';

/**
 * Reads `?is_app_webview=true|false` into session storage and answers whether the app web view
 * is on: it hides header, left menu, footer and the messenger button (SPEC §1).
 */
export function syncAppWebview(search: string): boolean {
  const value = new URLSearchParams(search).get('is_app_webview');
  try {
    if (value === 'true') window.sessionStorage.setItem(APP_WEBVIEW_KEY, '1');
    else if (value === 'false') window.sessionStorage.removeItem(APP_WEBVIEW_KEY);
    return window.sessionStorage.getItem(APP_WEBVIEW_KEY) === '1';
  } catch {
    return value === 'true';
  }
}
