import type { CheckUpdate } from '@portal/shared';
import { api } from '@/api';

let stamps: Promise<CheckUpdate | null> | null = null;

/**
 * GET config/check-update/ once per app start. A failure is logged and answers null, which
 * makes the cached config and dictionary be fetched again rather than trusted.
 */
export function getUpdateStamps(): Promise<CheckUpdate | null> {
  stamps ??= api
    .get<CheckUpdate>('config/check-update', { cancelPrevious: false })
    .catch((error: unknown) => {
      console.warn('check-update failed', error);
      return null;
    });
  return stamps;
}

/** Forgets the stamps so the next start asks again (tests, sign-in). */
export function resetUpdateStamps(): void {
  stamps = null;
}

/** Whether the server's stamp is newer than the cached one (a missing cached stamp is older). */
export function isNewer(serverStamp: string | undefined, cachedStamp: string | undefined): boolean {
  if (!serverStamp) return false;
  if (!cachedStamp) return true;
  const server = Date.parse(serverStamp);
  const cached = Date.parse(cachedStamp);
  if (Number.isNaN(server) || Number.isNaN(cached)) return serverStamp !== cachedStamp;
  return server > cached;
}
