import type { ComponentType } from 'react';
import { useParams, type RouteObject } from 'react-router';
import { NotFoundPage } from '@/features/errors/not-found-page';

/**
 * Path parameters named like ids (`:courseid`, `:attemptId`, `:id`) that are not numeric ids:
 * a category's `-_{id}` form (SPEC §2) and a content type's key. A route whose id-named parameter
 * takes text of its own says so with `handle: { textParams: [...] }` (the certificate template's
 * `default`).
 */
const NOT_IDS = new Set(['categoryid', 'contenttypeid']);

/** The numeric-id parameters a route path declares (an optional one, `:id?`, marked `?`). */
export function idParamsOf(path: string | undefined): string[] {
  return [...(path ?? '').matchAll(/:(\w+)(\?)?/g)]
    .filter((match) => /id$/i.test(match[1] ?? '') && !NOT_IDS.has((match[1] ?? '').toLowerCase()))
    .map((match) => `${match[1] ?? ''}${match[2] ?? ''}`);
}

/** Whether a screen's parameters hold ids where its path declares them (an optional one may be absent). */
function idsHold(ids: string[], params: Record<string, string | undefined>): boolean {
  return ids.every((id) =>
    id.endsWith('?')
      ? params[id.slice(0, -1)] === undefined || isIdText(params[id.slice(0, -1)])
      : isIdText(params[id]),
  );
}

/** A positive whole number as the server's ids are (no sign, no leading zero, no fraction). */
export function isIdText(value: string | undefined): boolean {
  return value !== undefined && /^[1-9]\d{0,14}$/.test(value);
}

function guard(Component: ComponentType, ids: string[]): ComponentType {
  function IdGuard() {
    const params = useParams();
    return idsHold(ids, params) ? <Component /> : <NotFoundPage />;
  }
  return IdGuard;
}

function textParams(route: RouteObject): string[] {
  const handle = route.handle as { textParams?: string[] } | undefined;
  return handle?.textParams ?? [];
}

/**
 * The route table with every screen under an id parameter showing the not-found page when the
 * address holds something else there (`/learning-playlist/abc`, `/dashboard/user/1.5`), instead
 * of asking the server for `NaN` and showing its 400 as "an error occurred". A screen sees its
 * ancestors' parameters too, so each is checked against all the ids on its path.
 */
export function guardIdParams(routes: RouteObject[], inherited: string[] = []): RouteObject[] {
  return routes.map((route): RouteObject => {
    const text = textParams(route);
    const ids = [...inherited, ...idParamsOf(route.path)].filter(
      (id) => !text.includes(id.replace(/\?$/, '')),
    );
    const children = route.children ? guardIdParams(route.children, ids) : undefined;
    const guarded = { ...route, ...(children ? { children } : {}) } as RouteObject;
    if (ids.length === 0) return guarded;
    if (route.Component) return { ...guarded, Component: guard(route.Component, ids) };
    const lazy = route.lazy;
    if (typeof lazy === 'function')
      return {
        ...guarded,
        lazy: async () => {
          const loaded = await lazy();
          return loaded.Component ? { ...loaded, Component: guard(loaded.Component, ids) } : loaded;
        },
      };
    return guarded;
  });
}
