import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { Providers } from '@/app/providers';
import { createI18n } from '@/i18n';
import { resetUpdateStamps } from '@/core/config/update-stamps';

/** Renders routes in a memory router inside the real providers; answers the router for assertions. */
export function renderApp(routes: RouteObject[], initialEntry: string) {
  resetUpdateStamps();
  const queryClient = createQueryClient();
  const i18n = createI18n('en');
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <Providers queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient, i18n };
}
