import type { ScormCommit, ScormCommitAnswer } from '@portal/shared';
import { api } from '@/api';
import { readCookie } from '@/api/cookies';
import type { ScormIds } from './get-scorm-launch';

const path = (ids: ScormIds) => `scorm/${ids.contentId}/cmi`;
const query = (ids: ScormIds) => ({ course: ids.courseId, slot: ids.slotId });

/**
 * PUT scorm/{id}/cmi/: stores a commit. Commits go to one path one after another (the saver
 * orders them), so a newer call must not cancel the one on its way.
 */
export function saveScormCmi(ids: ScormIds, commit: ScormCommit): Promise<ScormCommitAnswer> {
  return api.put<ScormCommitAnswer>(path(ids), commit, {
    query: query(ids),
    cancelPrevious: false,
    ignoreForbidden: true,
  });
}

/**
 * The last commit as the page goes away: a keepalive fetch outlives the page, which a normal
 * call would not.
 */
export function saveScormCmiOnExit(ids: ScormIds, commit: ScormCommit): void {
  const params = new URLSearchParams({ course: String(ids.courseId), slot: String(ids.slotId) });
  void fetch(`/api/${path(ids)}/?${params.toString()}`, {
    method: 'PUT',
    keepalive: true,
    credentials: 'include',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-CSRFToken': readCookie('csrftoken') ?? '',
    },
    body: JSON.stringify(commit),
  }).catch(() => undefined);
}
