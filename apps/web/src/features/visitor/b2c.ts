import { useLocation } from 'react-router';
import { useConfigValue } from '@/core/app-context';

/** isB2C client state (SPEC §3): explore mode is on in the config (config-b2c-is-enabled). */
export function useIsB2C(): boolean {
  return useConfigValue('config-b2c-is-enabled') === true;
}

/**
 * The pages a visitor may open in explore mode: home, the catalog lists and pages, categories,
 * providers, instructors, tags, search, programs, classes, news and informative pages. Anything
 * else (library, profile, player, cart, a course's learning tabs) still asks them to sign in.
 */
const EXPLORE_PATHS: RegExp[] = [
  /^\/$/,
  /^\/(course|class|class-program|learning-path|learning-program|onboard)\/?$/,
  /^\/(course|class|class-program|learning-path|learning-program|onboard)\/\d+(\/(info|curriculum|about))?\/?$/,
  /^\/class\/\d+\/session\/\d+\/?$/,
  /^\/(category|provider|instructor|tag)(\/[^/]+)*\/?$/,
  /^\/search\/?$/,
  /^\/(news|informative)(\/\d+)?\/?$/,
  /^\/(public-provider|public-learning)(\/\d+)?\/?$/,
];

export function isExplorePath(pathname: string): boolean {
  return EXPLORE_PATHS.some((pattern) => pattern.test(pathname));
}

/** Whether the current page may be shown to a visitor: B2C is on and the page is a public one. */
export function useExploreAllowed(): boolean {
  const isB2C = useIsB2C();
  const { pathname } = useLocation();
  return isB2C && isExplorePath(pathname);
}
