import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import type { Project } from '@/api/query-keys';
import { AppContext, type AppContextValue } from '@/core/app-context';
import { leavePrepaint, leavePrepaintUnless } from '@/core/prepaint';
import { rememberLoginPath } from '@/core/session';
import { recordAnalyticSession } from '@/core/startup/analytics';
import { syncAppWebview } from '@/core/webview';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { ForceMobileApp } from '@/features/mobile';
import { useStartup } from './startup/use-startup';

/** The root route of either SPA: runs startup, shows the loader while it runs, gives the context. */
export function RootShell(props: { project: Project }) {
  const location = useLocation();
  const startup = useStartup(props.project);
  const [firstStartDone, setFirstStartDone] = useState(false);
  const isAppWebview = useMemo(
    () => syncAppWebview(location.search, location.pathname),
    [location.search, location.pathname],
  );

  // The server's first paint of a page stays only while that page is the one shown, and never
  // in the mobile app's web view (no header nor menu, which the picture has).
  useLayoutEffect(() => {
    if (isAppWebview) leavePrepaint();
    else leavePrepaintUnless(location.pathname);
  }, [location.pathname, isAppWebview]);

  useEffect(() => {
    recordAnalyticSession(props.project);
  }, [props.project]);

  useEffect(() => {
    if (props.project === 'webfront') rememberLoginPath(location.search);
  }, [location.search, props.project]);

  useEffect(() => {
    if (startup.ready) setFirstStartDone(true);
  }, [startup.ready]);

  const value = useMemo<AppContextValue>(
    () => ({ project: props.project, config: startup.config, isAppWebview }),
    [props.project, startup.config, isAppWebview],
  );

  if (startup.error && !startup.ready) {
    throw startup.error instanceof Error
      ? startup.error
      : new Error('startup failed', { cause: startup.error });
  }

  return (
    <AppContext.Provider value={value}>
      {/* The loader leaves in the render that paints the page (SPEC §4's 2 s: an upper bound). */}
      {startup.ready || firstStartDone ? <Outlet /> : <FullScreenLoader />}
      {props.project === 'webfront' && startup.ready && <ForceMobileApp />}
      <ScrollRestoration />
    </AppContext.Provider>
  );
}
