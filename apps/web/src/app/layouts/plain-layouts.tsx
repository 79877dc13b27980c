import { Outlet } from 'react-router';
import { useProfile } from '@/core/session';
import { PlainFrame } from './plain-frame';
import { MaintenanceGuard, RequireUser } from './guards';

/** Plain: errors and notices, for anyone. */
export function PlainLayout() {
  return (
    <PlainFrame>
      <Outlet />
    </PlainFrame>
  );
}

/** Plain authenticated: signed-in pages without menus (the privacy documents to accept). */
export function PlainAuthenticatedLayout() {
  const user = useProfile() ?? null;
  return (
    <RequireUser user={user}>
      <MaintenanceGuard user={user} flag="config-is-maintenance">
        <PlainFrame>
          <Outlet />
        </PlainFrame>
      </MaintenanceGuard>
    </RequireUser>
  );
}

/** Plain unauthenticated: account notices for visitors (check mail, password changed). */
export function PlainUnauthenticatedLayout() {
  return (
    <PlainFrame>
      <Outlet />
    </PlainFrame>
  );
}
