import { APP_VERSION, STORAGE_KEYS } from '@portal/shared';

/** SPEC §1: when the stored version differs from this build's, local storage is cleared. */
export function checkStoredVersion(storage: Storage = window.localStorage): boolean {
  try {
    if (storage.getItem(STORAGE_KEYS.version) === APP_VERSION) return false;
    storage.clear();
    storage.setItem(STORAGE_KEYS.version, APP_VERSION);
    return true;
  } catch {
    return false;
  }
}
