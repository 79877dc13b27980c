/** SPEC §3 forgot-password state, kept in session storage across the steps of the flow. */
export interface ForgotPasswordState {
  usernameOrEmail: string;
  email: string;
  phone: string;
  referenceId: string;
  sendMethod: string;
  token: string;
}

const KEY = 'forgotPassword';
const EMPTY: ForgotPasswordState = {
  usernameOrEmail: '',
  email: '',
  phone: '',
  referenceId: '',
  sendMethod: '',
  token: '',
};

export function readForgotState(): ForgotPasswordState {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<ForgotPasswordState>) } : { ...EMPTY };
  } catch {
    return { ...EMPTY };
  }
}

export function writeForgotState(patch: Partial<ForgotPasswordState>): ForgotPasswordState {
  const next = { ...readForgotState(), ...patch };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // The flow still works within this page.
  }
  return next;
}

export function clearForgotState(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
