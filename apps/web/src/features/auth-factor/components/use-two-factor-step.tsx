import { useState, type ReactNode } from 'react';
import type { TwoFactorPending, User } from '@portal/shared';
import { TwoFactorDialog } from './two-factor-dialog';

/**
 * For a sign-in page: `onSecondFactor` takes a "two-factor required" answer of the first step
 * and opens the two-factor dialog; `dialog` is that dialog, to render; a completed second step
 * goes on to `onSignedIn` like a password sign-in.
 */
export function useTwoFactorStep(onSignedIn: (user: User) => void | Promise<void>): {
  onSecondFactor: (pending: TwoFactorPending) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<TwoFactorPending | null>(null);
  return {
    onSecondFactor: setPending,
    dialog: pending && (
      <TwoFactorDialog pending={pending} onSignedIn={onSignedIn} onClose={() => setPending(null)} />
    ),
  };
}
