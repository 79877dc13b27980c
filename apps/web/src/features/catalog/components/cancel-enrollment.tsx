import { useState } from 'react';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import type { CourseDetail } from '@portal/shared';
import { isAbortError } from '@/api';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCancelEnrollment } from '../api/enroll-course';
import { courseMessages } from '../course-messages';

/** Statuses a learner may cancel from: not started, waiting approve, waiting list. */
const CANCELABLE = [0, 1, 2];

/**
 * 'Cancel enrolment' under the enrol button while the learner has not started the course,
 * asking first. The server hands the seat to the learner waiting longest.
 */
export function CancelEnrollment({ course }: { course: CourseDetail }) {
  const { t } = useFeatureTranslation(courseMessages);
  const cancel = useCancelEnrollment(course.id);
  const [asking, setAsking] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const status = course.learning_result?.status;
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
      {status !== undefined && CANCELABLE.includes(status) && (
        <Button variant="subtle" color="red" size="sm" onClick={() => setAsking(true)}>
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
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('enroll_cancel_title')}>
        <Text size="sm" mb="md">
          {t('enroll_cancel_body')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('enroll_cancel_keep')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={handleConfirm}>
            {t('enroll_cancel_confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
