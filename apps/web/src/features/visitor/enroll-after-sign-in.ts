import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The query parameter a visitor's sign-in or register link comes back with. */
export const ENROLL_AFTER_SIGN_IN = 'enroll';

/**
 * Carries on what a visitor started: back on the content page signed in with `?enroll=1`, the
 * enrolment runs once (when `ready`: the learner can enrol there), and the parameter is dropped
 * from the address so a reload does not repeat it.
 */
export function useEnrollAfterSignIn(ready: boolean, enroll: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  const asked = new URLSearchParams(location.search).get(ENROLL_AFTER_SIGN_IN) === '1';
  useEffect(() => {
    if (!asked || done.current) return;
    done.current = true;
    const params = new URLSearchParams(location.search);
    params.delete(ENROLL_AFTER_SIGN_IN);
    const search = params.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
    if (ready) enroll();
  }, [asked, ready, enroll, location.pathname, location.search, navigate]);
}
