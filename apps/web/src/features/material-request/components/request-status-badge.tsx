import type { ReactNode } from 'react';
import { StatusBadge, type StatusTone } from '@/components/status-badge';

/** The status a request is shown with: SPEC §4's 0 and 21 wait for approval as 1 does. */
export const shownRequestStatus = (status: number) => (status === 0 || status === 21 ? 1 : status);

const TONES: Record<number, StatusTone> = { 1: 'waiting', 30: 'done', '-3': 'refused' };

/** A material request's status badge; the caller words it (learner's or dashboard's label). */
export function MaterialRequestStatusBadge(props: { status: number; children: ReactNode }) {
  return (
    <StatusBadge tone={TONES[shownRequestStatus(props.status)] ?? 'closed'}>
      {props.children}
    </StatusBadge>
  );
}
