import { useEffect, useMemo, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { TIMING } from '@portal/shared';
import type { Project } from '@/api/query-keys';
import { AppContext, type AppContextValue } from '@/core/app-context';
import { rememberLoginPath } from '@/core/session';
import { recordAnalyticSession } from '@/core/startup/analytics';
import { syncAppWebview } from '@/core/webview';
import { FullScreenLoader, useLoaderVisible } from '@/components/full-screen-loader';
import { useStartup } from './startup/use-startup';

/** Route `handle` of a layout: plain layouts keep the loader 1 s instead of 2 s. */
export interface RouteHandle {
  plain?: boolean;
}

/** The root route of either SPA: runs startup, holds the loader, provides the app context. */
export function RootShell(props: { project: Project }) {
  const location = useLocation();
  const matches = useMatches();
  const startup = useStartup(props.project);
  const [firstStartDone, setFirstStartDone] = useState(false);
  const plain = matches.some((match) => (match.handle as RouteHandle | undefined)?.plain === true);
  const loaderVisible = useLoaderVisible(
    startup.ready || firstStartDone,
    plain ? TIMING.loaderPlain : TIMING.loader,
  );
  const isAppWebview = useMemo(() => syncAppWebview(location.search), [location.search]);

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
      {(startup.ready || firstStartDone) && <Outlet />}
      {loaderVisible && <FullScreenLoader leaving={startup.ready} />}
      <ScrollRestoration />
    </AppContext.Provider>
  );
}
