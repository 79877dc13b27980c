import './app/webfront.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setGlobalErrorHandlers } from '@/api';
import { createQueryClient } from '@/api/query-client';
import { createErrorHandlers } from '@/app/error-handlers';
import { Providers } from '@/app/providers';
import { prefetchLanding } from '@/app/startup/prefetch-landing';
import { prefetchStartup } from '@/app/startup/prefetch-startup';
import { FatalErrorBoundary } from '@/app/router/fatal-error-boundary';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { leavePrepaint, PREPAINT_LIMIT_MS } from '@/core/prepaint';
import { getLoginPath } from '@/core/session';
import { ensureDeviceId } from '@/core/startup/device-id';
import { checkStoredVersion } from '@/core/startup/version';
import { applyLanguage, beginVisitLanguage, createI18n, initialLanguage } from '@/i18n';

checkStoredVersion();
ensureDeviceId();

beginVisitLanguage(window.location.search);
const firstLanguage = initialLanguage(window.location.search);
const i18n = createI18n(firstLanguage);
// A Thai visit starts loading its labels now, beside the start-up calls (they are not bundled).
void applyLanguage(i18n, firstLanguage);
const queryClient = createQueryClient();
const router = createBrowserRouter(webfrontRoutes);

setGlobalErrorHandlers(
  createErrorHandlers({
    project: 'webfront',
    queryClient,
    i18n,
    navigate: (to, options) => router.navigate(to, options),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    loginPath: getLoginPath,
  }),
);

prefetchStartup(queryClient, 'webfront');
prefetchLanding(queryClient, i18n, window.location.pathname);

// The server's first paint of a course page never outstays a slow or stuck start.
setTimeout(leavePrepaint, PREPAINT_LIMIT_MS);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <FatalErrorBoundary i18n={i18n} homeHref="/">
        <Providers queryClient={queryClient} i18n={i18n}>
          <RouterProvider router={router} />
        </Providers>
      </FatalErrorBoundary>
    </StrictMode>,
  );
}
