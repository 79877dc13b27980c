import type { User } from '@portal/shared';
import { api } from '@/api';

/** POST dashboard/login-as/{id}/: the administrator's session becomes the learner's. */
export function startLoginAs(userId: number): Promise<User> {
  return api.post<User>(`dashboard/login-as/${userId}`, {});
}

/** POST account/login-as/return/: back to the administrator's own session. */
export function returnFromLoginAs(): Promise<User> {
  return api.post<User>('account/login-as/return', {});
}
