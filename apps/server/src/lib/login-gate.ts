import type { TwoFactorPending } from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';

/**
 * A check every sign-in passes after its first factor (password, e-mail code) and before the
 * session starts: it answers what the client must do first (the second factor), or null to go
 * on. The account module asks it; a higher module (auth-factor) fills it, so account does not
 * depend on that module.
 */
export type LoginGate = (
  ctx: AppContext,
  user: UserRow,
  project: 'webfront' | 'dashboard',
) => Promise<TwoFactorPending | null>;

const gates = new Set<LoginGate>();

/** Adds a gate (the same function twice counts once: apps are built several times in tests). */
export function addLoginGate(gate: LoginGate): void {
  gates.add(gate);
}

/** The first gate's demand, or null when every gate lets the sign-in through. */
export async function loginGateDemand(
  ctx: AppContext,
  user: UserRow,
  project: 'webfront' | 'dashboard',
): Promise<TwoFactorPending | null> {
  for (const gate of gates) {
    const demand = await gate(ctx, user, project);
    if (demand) return demand;
  }
  return null;
}
