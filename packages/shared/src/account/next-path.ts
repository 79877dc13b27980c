import { DEFAULT_LOGIN_PATH } from '../constants';

/** Fragments that make a post-login `next` target be discarded (SPEC §5). */
export const DISCARDED_NEXT_FRAGMENTS = [
  '/admin',
  '/saml/login',
  '/login/saml/success',
  '/account/sso/validate',
  '/console',
  '/error',
] as const;

/** Whether a `next` value may be followed after login: local, and none of the discarded paths. */
export function isAcceptableNext(next: string | null | undefined): next is string {
  if (!next) return false;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return false;
  return !DISCARDED_NEXT_FRAGMENTS.some((fragment) => next.includes(fragment));
}

/** Adds a trailing slash to the path part of a stored next path, keeping query and hash. */
export function withTrailingSlash(path: string): string {
  const match = /^([^?#]*)(.*)$/s.exec(path);
  const pathname = match?.[1] ?? '';
  const rest = match?.[2] ?? '';
  if (pathname === '' || pathname.endsWith('/')) return pathname + rest;
  return `${pathname}/${rest}`;
}

/** Where to go after login: the `next` target when acceptable, otherwise the base path. */
export function resolveNext(next: string | null | undefined, base = '/'): string {
  return isAcceptableNext(next) ? next : base;
}

/** The login URL carrying `next` as the encoded current path. */
export function loginUrl(currentPath: string, loginPath: string = DEFAULT_LOGIN_PATH): string {
  if (!isAcceptableNext(currentPath)) return loginPath;
  return `${loginPath}?next=${encodeURIComponent(currentPath)}`;
}
