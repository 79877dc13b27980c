import { CodeSigninPage } from '@/features/auth-factor';
import { useDashboardSignedIn } from './use-dashboard-signed-in';

/** /dashboard/account/signin/code: the e-mail code sign-in, then the dashboard's checks. */
export function DashboardCodeSigninPage() {
  const handleSignedIn = useDashboardSignedIn();
  return <CodeSigninPage project="dashboard" onSignedIn={handleSignedIn} />;
}
