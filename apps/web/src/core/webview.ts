/** Session storage key that keeps the app web view on for the rest of the visit. */
export const APP_WEBVIEW_KEY = 'isAppWebview';

/**
 * Reads `?is_app_webview=true|false` into session storage and answers whether the app web view
 * is on: it hides header, left menu, footer and the messenger button (SPEC §1). A /mobile/ path
 * (the mobile app's web views, issue 20) turns it on as the parameter does.
 */
export function syncAppWebview(search: string, pathname = ''): boolean {
  const param = new URLSearchParams(search).get('is_app_webview');
  const value = param ?? (pathname.startsWith('/mobile/') ? 'true' : null);
  try {
    if (value === 'true') window.sessionStorage.setItem(APP_WEBVIEW_KEY, '1');
    else if (value === 'false') window.sessionStorage.removeItem(APP_WEBVIEW_KEY);
    return window.sessionStorage.getItem(APP_WEBVIEW_KEY) === '1';
  } catch {
    return value === 'true';
  }
}
