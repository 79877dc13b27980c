import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import type { CourseDetail } from '@portal/shared';
import { isAbortError } from '@/api';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCancelEnrollment, type EnrollCallParams } from '../api/enroll-course';
import { courseMessages, type EnrollMessages } from '../course-messages';
import { MoreButton } from './more-button';

/** Statuses a learner may cancel from: not started, waiting approve, waiting list. */
const CANCELABLE = [0, 1, 2];

// The menu and its dialog (Mantine's Menu and Modal, floating-ui, focus trap and scroll lock)
// are not part of the course page's first load; they are fetched once the page can offer them.
const loadMenu = () => import('./enrollment-menu');
const EnrollmentMenu = lazy(() => loadMenu().then((m) => ({ default: m.EnrollmentMenu })));

/**
 * "Unenrol", in a quiet menu beside the enrol panel's button while the learner has not started
 * (issue 21 item 8), asking first; the server hands the seat to the learner waiting longest.
 * `menu` goes beside the button, `notices` (cancelled, or why not) under it.
 */
export function useUnenrol(
  course: CourseDetail,
  target?: EnrollCallParams & { messages: EnrollMessages },
): { menu: ReactNode; notices: ReactNode } {
  const { t } = useFeatureTranslation(target?.messages ?? courseMessages, courseMessages);
  const cancel = useCancelEnrollment(course.id, target);
  const [asking, setAsking] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const status = course.learning_result?.status;
  const cancelable = status !== undefined && CANCELABLE.includes(status);
  useEffect(() => {
    if (cancelable) void loadMenu();
  }, [cancelable]);
  const failure =
    cancel.isError && !isAbortError(cancel.error) ? errorMessage(t, cancel.error) : null;

  const handleConfirm = () => {
    cancel.mutate(undefined, {
      onSuccess: () => setCancelled(true),
      onSettled: () => setAsking(false),
    });
  };

  const menu = cancelable ? (
    <Suspense fallback={<MoreButton label={t('enroll_more')} disabled />}>
      <EnrollmentMenu
        opened={asking}
        pending={cancel.isPending}
        onAsk={() => setAsking(true)}
        onClose={() => setAsking(false)}
        onConfirm={handleConfirm}
        labels={{
          more: t('enroll_more'),
          unenrol: t('enroll_cancel'),
          title: t('enroll_cancel_title'),
          body: t('enroll_cancel_body'),
          keep: t('enroll_cancel_keep'),
          confirm: t('enroll_cancel_confirm'),
        }}
      />
    </Suspense>
  ) : null;
  const notices = (
    <>
      {cancelled && (
        <Alert color="gray" variant="outline" role="status" p="sm">
          {t('enroll_cancelled')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="outline" role="alert" p="sm">
          {failure}
        </Alert>
      )}
    </>
  );
  return { menu, notices };
}
