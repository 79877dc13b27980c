import { createContext, useContext } from 'react';
import type { Project } from '@/api/query-keys';

/** What every screen may read about the running SPA once startup is done. */
export interface AppContextValue {
  project: Project;
  /** config_dict of GET config/ (SPEC §3 config names). */
  config: Record<string, unknown>;
  /** The app web view hides header, left menu, footer and messenger (SPEC §1). */
  isAppWebview: boolean;
}

export const AppContext = createContext<AppContextValue>({
  project: 'webfront',
  config: {},
  isAppWebview: false,
});

export function useAppContext(): AppContextValue {
  return useContext(AppContext);
}

/** One config value; undefined when the server did not send it. */
export function useConfigValue(name: string): unknown {
  return useAppContext().config[name];
}
