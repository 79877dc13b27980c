/** Business constants of SPEC §9, shared by server and client. */
export const APP_VERSION = '4.13.405';
export const LANGUAGES = ['en', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Paging. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** Free text and URL limits (configurable; these are the defaults). */
export const DESCRIPTION_LIMIT = 2000;
export const TEXT_LIMIT = 200;
export const URL_LIMIT = 255;

/** Files. 1 KB = 1024 bytes. */
export const FILE_SIZE_LIMIT = 10_485_760;
export const IMAGE_DEFAULT_WIDTH = 800;
export const IMAGE_DEFAULT_HEIGHT = 450;

/** Timings in milliseconds. */
export const TIMING = {
  savingFlagOff: 1000,
  fetchMinimumDelay: 200,
  loadingBarThrottle: 200,
  loadingBarDuration: 5000,
  loadingBarHideDelay: 500,
  scrollDelay: 50,
  scrollOffset: 100,
  forceMobileStoreFallback: 3000,
} as const;

/** Layout breakpoints in pixels. */
export const LAYOUT = {
  leftMenuCloseAt: 1024,
  unauthenticatedSplitAt: 700,
  contentOffsetLeft: 64,
  contentOffsetTop: 50,
  dialogMaxWidth: 980,
} as const;

/** Login lockout: this many failures within the window lock the account for the lock time. */
export const LOGIN_LOCK = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 } as const;

/** OTP for forgot password. */
export const OTP = { length: 6, ttlMinutes: 10, maxAttempts: 5 } as const;

/** Local storage and session storage keys of SPEC §3. */
export const STORAGE_KEYS = {
  version: 'version',
  next: 'next',
  loginPath: 'loginPath',
  stampMedia: 'stampMedia',
  deviceId: 'deviceId',
  redirectToConiverse: 'redirectToConiverse',
} as const;

/** Default login path. */
export const DEFAULT_LOGIN_PATH = '/account/signin';

/** Gender, SPEC §3. */
export const GENDER = { male: 1, female: 2, other: 3 } as const;

/** Analytics session sources. */
export const ANALYTIC_SOURCE = { webfront: 0, dashboard: 10 } as const;

/** Permission codename that opens the dashboard. */
export const DASHBOARD_PERMISSION = 'dashboard_view_dashboard';
