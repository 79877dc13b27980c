import { z } from 'zod';

// Schema-free, so the webfront's entry can use it without pulling zod in (bench: first-load JS).
export { isForcedMobile } from './force-mobile';

/**
 * The mobile app's web views (`/mobile/*`, issue 20 item 6). The app, signed in through the API,
 * asks for a short-lived single-use token (account/mobile-token/) and opens
 * `/mobile/session-login?token=…&next=/mobile/…`, which exchanges it for a session cookie.
 */

/** Seconds a mobile session token stays usable. */
export const MOBILE_TOKEN_TTL_SECONDS = 120;

/** Where a mobile web view may go after session login: a path under /mobile/ only. */
export const MOBILE_NEXT_DEFAULT = '/mobile/course';

/** Whether `next` is a same-site path under /mobile/ (no scheme, host, `//`, `\` or `..`). */
export function isMobileNext(next: string): boolean {
  return (
    /^\/mobile\/[A-Za-z0-9/_-]*(\?[A-Za-z0-9=&_%-]*)?$/.test(next) &&
    !next.includes('//') &&
    !next.includes('..') &&
    next.length <= 300
  );
}

/** `next` if it is a mobile path, else the course list. */
export function safeMobileNext(next: string | undefined | null): string {
  return next && isMobileNext(next) ? next : MOBILE_NEXT_DEFAULT;
}

export const MobileTokenAnswerSchema = z.object({
  token: z.string(),
  datetime_expire: z.string(),
});
export type MobileTokenAnswer = z.infer<typeof MobileTokenAnswerSchema>;

export const MobileSessionLoginSchema = z
  .object({
    token: z.string().min(1, 'this_field_is_required').max(100, 'length_less_than'),
    next: z.string().max(300, 'length_less_than').optional(),
  })
  .strict();
export type MobileSessionLogin = z.infer<typeof MobileSessionLoginSchema>;

export const MobileSessionAnswerSchema = z.object({ next: z.string() });
export type MobileSessionAnswer = z.infer<typeof MobileSessionAnswerSchema>;
