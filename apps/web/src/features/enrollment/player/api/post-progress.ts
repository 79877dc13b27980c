import type { z } from 'zod';
import type { ProgressAnswerSchema } from '@portal/shared';
import { api, isApiError, NETWORK_FAILED_STATUS } from '@/api';
import type { StampBody } from '../stamps/media-clock';

export type ProgressAnswer = z.infer<typeof ProgressAnswerSchema>;

/**
 * POST course/{id}/slot/{slotid}/progress/: records a stamp. Every stamp of a slot goes to one
 * path, so a newer call must not cancel an older one; failures are handled by the player (kept
 * for later), never by the global error pages.
 */
export function postProgress(courseId: number, slotId: number, stamp: StampBody) {
  return api.post<ProgressAnswer>(`course/${courseId}/slot/${slotId}/progress`, stamp, {
    cancelPrevious: false,
    ignoreForbidden: true,
    ignoreUnauthorized: true,
  });
}

/** Worth sending again later: no answer at all (offline), or the server failed (5xx). */
export function isRetryableStampError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === NETWORK_FAILED_STATUS || error.status >= 500;
}
