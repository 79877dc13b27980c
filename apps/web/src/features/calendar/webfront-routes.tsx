import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

// FullCalendar is heavy: the calendar pages are one chunk of their own, loaded on visit.
const page = () => import('./components/calendar-page');

/** The calendar (issue 16 item 7): everyone's on the open frame, mine in the signed-in shell. */
export const calendarRoutes: WebfrontFeatureRoutes = {
  open: [{ path: 'calendar', lazy: lazyPage(page, (m) => m.AllCalendarPage) }],
  shell: [
    { path: 'profile/calendar', lazy: lazyPage(page, (m) => m.MyCalendarPage) },
    // SPEC §2 /conflict: my sessions that overlap (its own small chunk, no FullCalendar).
    {
      path: 'conflict',
      lazy: lazyPage(
        () => import('./components/conflict-page'),
        (m) => m.ConflictPage,
      ),
    },
  ],
};
