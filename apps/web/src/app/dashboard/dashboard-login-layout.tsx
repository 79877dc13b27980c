import { Navigate, Outlet, useSearchParams } from 'react-router';
import { resolveNext } from '@portal/shared';
import { useProfile } from '@/core/session';
import { LoginFrame } from '@/app/layouts/unauthenticated-login-layout';

/** Dashboard sign-in: a signed-in user goes on to `next` or the dashboard home. */
export function DashboardLoginLayout() {
  const user = useProfile() ?? null;
  const [params] = useSearchParams();
  if (user && !params.has('error')) return <Navigate to={resolveNext(params.get('next'))} replace />;
  return (
    <LoginFrame>
      <Outlet />
    </LoginFrame>
  );
}
