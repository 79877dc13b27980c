import { DEFAULT_LOGIN_PATH, STORAGE_KEYS, isAcceptableNext } from '@portal/shared';
import { localStore } from '@/core/storage';

/** The configurable login path (SPEC §2): chosen by `?login=`, kept in local storage. */
export function getLoginPath(): string {
  const stored = localStore.get(STORAGE_KEYS.loginPath);
  return stored && isAcceptableNext(stored) ? stored : DEFAULT_LOGIN_PATH;
}

/** Remembers `?login=/some/path` as the login path when it is a local, acceptable path. */
export function rememberLoginPath(search: string): void {
  const value = new URLSearchParams(search).get('login');
  if (value && isAcceptableNext(value)) localStore.set(STORAGE_KEYS.loginPath, value);
}
