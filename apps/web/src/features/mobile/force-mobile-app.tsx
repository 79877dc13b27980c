import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isForcedMobile } from '@portal/shared';
import { useAppContext } from '@/core/app-context';

/** The app-store links page force-use-mobile-app sends phones to. */
export const MOBILE_APP_PATH = '/mobile-app';

/** Whether this visit must go to the store page: a matching phone, outside the app's web view. */
export function mustUseApp(
  mode: unknown,
  userAgent: string,
  pathname: string,
  isAppWebview: boolean,
): boolean {
  if (typeof mode !== 'number' || isAppWebview) return false;
  if (pathname === MOBILE_APP_PATH || pathname.startsWith('/mobile/')) return false;
  return isForcedMobile(mode, userAgent);
}

/**
 * force-use-mobile-app (SPEC §4: 1 every phone, 2 Android, 3 iOS): a phone browser opening the
 * webfront goes to the store page; the app's web views (/mobile/*, ?is_app_webview=true) and
 * desktops are left alone. Renders nothing.
 */
export function ForceMobileApp() {
  const { config, isAppWebview } = useAppContext();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mode = config['force-use-mobile-app'];
  const forced = mustUseApp(mode, navigator.userAgent, pathname, isAppWebview);
  useEffect(() => {
    if (forced) void navigate(MOBILE_APP_PATH, { replace: true });
  }, [forced, navigate]);
  return null;
}
