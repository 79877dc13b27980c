import type { ReactNode } from 'react';
import { MATERIAL_REQUEST_STATUS, WAITING_APPROVE_STATUSES } from '@portal/shared';
import { StatusBadge, type StatusTone } from '@/components/status-badge';

/** The status a request is shown with: SPEC §4's 0 and 21 wait for approval as 1 does. */
export const shownRequestStatus = (status: number) =>
  WAITING_APPROVE_STATUSES.includes(status) ? MATERIAL_REQUEST_STATUS.waiting : status;

const TONES: Record<number, StatusTone> = { 1: 'waiting', 30: 'done', '-3': 'refused' };

/** A material request's status badge; the caller words it (learner's or dashboard's label). */
export function MaterialRequestStatusBadge(props: { status: number; children: ReactNode }) {
  return (
    <StatusBadge tone={TONES[shownRequestStatus(props.status)] ?? 'closed'}>
      {props.children}
    </StatusBadge>
  );
}
