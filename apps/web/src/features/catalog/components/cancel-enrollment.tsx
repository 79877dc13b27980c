import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button } from '@mantine/core';
import type { CourseDetail } from '@portal/shared';
import { isAbortError } from '@/api';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCancelEnrollment, type EnrollCallParams } from '../api/enroll-course';
import { courseMessages, type EnrollMessages } from '../course-messages';

/** Statuses a learner may cancel from: not started, waiting approve, waiting list. */
const CANCELABLE = [0, 1, 2];

// The dialog (Mantine's Modal, its focus trap and scroll lock: about 30 KB compressed) is not
// part of the course page's first load; it is fetched once the page shows the button.
const loadDialog = () => import('./cancel-dialog');
const CancelDialog = lazy(() => loadDialog().then((m) => ({ default: m.CancelDialog })));

/**
 * 'Cancel enrolment' under the enrol button while the learner has not started the course,
 * asking first. The server hands the seat to the learner waiting longest.
 */
export function CancelEnrollment({
  course,
  target,
}: {
  course: CourseDetail;
  target?: EnrollCallParams & { messages: EnrollMessages };
}) {
  const { t } = useFeatureTranslation(target?.messages ?? courseMessages, courseMessages);
  const cancel = useCancelEnrollment(course.id, target);
  const [asking, setAsking] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const status = course.learning_result?.status;
  const cancelable = status !== undefined && CANCELABLE.includes(status);
  // Mounted from the first ask on, so that closing keeps Mantine's transition.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (cancelable) void loadDialog();
  }, [cancelable]);
  const failure =
    cancel.isError && !isAbortError(cancel.error) ? errorMessage(t, cancel.error) : null;

  const handleConfirm = () => {
    cancel.mutate(undefined, {
      onSuccess: () => setCancelled(true),
      onSettled: () => setAsking(false),
    });
  };

  return (
    <>
      {cancelable && (
        <Button
          variant="subtle"
          color="red"
          size="sm"
          onClick={() => {
            setAsked(true);
            setAsking(true);
          }}
        >
          {t('enroll_cancel')}
        </Button>
      )}
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
      {asked && (
        <Suspense fallback={null}>
          <CancelDialog
            opened={asking}
            pending={cancel.isPending}
            onClose={() => setAsking(false)}
            onConfirm={handleConfirm}
            labels={{
              title: t('enroll_cancel_title'),
              body: t('enroll_cancel_body'),
              keep: t('enroll_cancel_keep'),
              confirm: t('enroll_cancel_confirm'),
            }}
          />
        </Suspense>
      )}
    </>
  );
}
