import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { profileQueryOptions } from '@/core/session';
import { courseQueryOptions } from '@/features/catalog/api/get-course';
import { answerLanguage } from '@/i18n/language';

/** /course/{id} and its tabs (webfront-routes.tsx), the landing screen whose title is data. */
const COURSE_DETAIL =
  /^\/course\/(\d+)(?:\/(?:info|curriculum|additional|approval|certificate|discussion))?\/?$/;

/**
 * Asks a landing screen's own data with the start-up calls instead of after the layout has
 * rendered: on a slow phone the course page's title (its largest paint) otherwise waited for one
 * more round trip after start-up. The course is asked in the language the page will key it by
 * (useContentLanguage: the signed-in user's, else the shown one), so the page finds it in the
 * query cache; a wrong guess only costs an unused answer. Errors are left to the page.
 */
export function prefetchLanding(queryClient: QueryClient, i18n: I18n, pathname: string): void {
  const course = COURSE_DETAIL.exec(pathname);
  if (!course) return;
  const id = Number(course[1]);
  queryClient
    .fetchQuery(profileQueryOptions())
    .then((user) =>
      queryClient.prefetchQuery(
        courseQueryOptions(answerLanguage(user?.language, i18n.language), id),
      ),
    )
    .catch(() => undefined);
}
