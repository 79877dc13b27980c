import { STORAGE_KEYS } from '@portal/shared';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language';

/** What /clearcache keeps: unsent progress, the device, the chosen language and the version. */
const KEPT = [
  STORAGE_KEYS.stampMedia,
  STORAGE_KEYS.deviceId,
  STORAGE_KEYS.version,
  LANGUAGE_STORAGE_KEY,
];

/**
 * /clearcache (SPEC §1 top-level paths): forgets what the browser keeps for the portal — cached
 * settings and dictionaries, this tab's session storage and the Cache Storage — but never the
 * learner's unsent progress (stamps), the device id or the chosen language. Answers when done.
 */
export async function clearPortalCache(
  local: Storage = window.localStorage,
  session: Storage = window.sessionStorage,
): Promise<void> {
  try {
    const kept = KEPT.map((key) => [key, local.getItem(key)] as const);
    local.clear();
    for (const [key, value] of kept) if (value !== null) local.setItem(key, value);
    session.clear();
  } catch {
    // Storage unavailable (private mode): nothing was kept there.
  }
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => [] as string[]);
    await Promise.all(names.map((name) => caches.delete(name).catch(() => false)));
  }
}
