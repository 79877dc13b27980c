import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CourseDetail } from '@portal/shared';
import { isAbortError } from '@/api';
import { StickyActionBar } from '@/components/sticky-action-bar';
import { formatContentPrice, formatDate, learningMessages } from '@/components/learning';
import { errorMessage } from '@/i18n/messages';
import { BuyButtons } from '@/features/order';
import { useEnrollAfterSignIn, VisitorEnroll } from '@/features/visitor';
import { useProfile } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useEnrollCourse, type EnrollCallParams } from '../api/enroll-course';
import { courseMessages, type EnrollMessages } from '../course-messages';
import { useUnenrol } from './cancel-enrollment';
import { SurveyRequiredNotice } from './survey-required';
import { enrolledMessage, enrollView } from './enroll-state';

/**
 * What a content other than a course (a program) gives the enrol panel: where its calls go, where
 * "continue learning" leads, and its own labels under the panel's keys (the course's otherwise).
 */
export interface EnrollTarget extends EnrollCallParams {
  learnPath: string;
  messages: EnrollMessages;
}

/**
 * The enrol button in the state of the course's enroll_case (SPEC §4): enrol (free, request,
 * price, waiting list), go learning once enrolled, or a disabled state with why. Enrolling posts
 * course/{id}/enroll/ (or the target's); the answer or the refusal (402, 409 codes) is shown
 * under the button.
 */
export function EnrollPanel(props: { course: CourseDetail; target?: EnrollTarget }) {
  useFeatureTranslation(learningMessages);
  const { course, target } = props;
  const { t, i18n } = useFeatureTranslation(target?.messages ?? courseMessages, courseMessages);
  const enroll = useEnrollCourse(course.id, target);
  const [done, setDone] = useState<number | null>(null);
  const view = enrollView(course);
  const unenrol = useUnenrol(course, target);
  const params = {
    price: formatContentPrice(t, course),
    capacity: course.capacity ?? 0,
    title: course.dependency?.title ?? '',
    date: formatDate(
      i18n.language,
      course.enroll_case === 'schedule_upcoming'
        ? course.datetime_enroll_start
        : course.datetime_enroll_end,
    ),
  };

  const handleEnroll = () => {
    setDone(null);
    enroll.mutate(undefined, { onSuccess: (answer) => setDone(answer.status) });
  };
  // B2C explore mode: a visitor signs in or registers first, then comes back and enrols.
  const user = useProfile() ?? null;
  useEnrollAfterSignIn(user !== null && view.action === 'enroll', handleEnroll);

  const panel = useRef<HTMLDivElement>(null);
  const learnPath = target
    ? target.learnPath
    : view.slotId
      ? `/course/${course.id}/playlist/${view.slotId}`
      : `/course/${course.id}/curriculum`;
  const failure =
    enroll.isError && !isAbortError(enroll.error) ? errorMessage(t, enroll.error) : null;
  // One status line (issue 21 item 8): what enrolling just did, else the case's own note.
  const line = done !== null ? enrolledMessage(done) : view.note;
  const main =
    !user && (view.action === 'buy' || view.action === 'enroll') ? (
      <VisitorEnroll />
    ) : view.action === 'buy' ? (
      <BuyButtons contentId={course.id} currency={course.currency} />
    ) : view.action === 'learn' ? (
      <Button component={Link} to={learnPath} size="md">
        {t(view.label)}
      </Button>
    ) : (
      <Button
        size="md"
        onClick={handleEnroll}
        loading={enroll.isPending}
        disabled={view.action === 'none'}
        variant={view.action === 'none' ? 'default' : 'filled'}
      >
        {t(view.label, params)}
      </Button>
    );
  // On a phone the main action follows the reader down the page (issue 21 item 12): learning
  // and a free enrolment act from the bar; buying or signing in first brings the panel back.
  const bar =
    view.action === 'none' ? null : view.action === 'learn' ? (
      <Button component={Link} to={learnPath} tabIndex={-1}>
        {t(view.label)}
      </Button>
    ) : view.action === 'enroll' && user ? (
      <Button onClick={handleEnroll} loading={enroll.isPending} tabIndex={-1}>
        {t(view.label, params)}
      </Button>
    ) : (
      <Button
        onClick={() => panel.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })}
        tabIndex={-1}
      >
        {t(view.label, params)}
      </Button>
    );
  return (
    <Stack gap="xs" data-enroll-case={course.enroll_case} ref={panel}>
      {bar && <StickyActionBar watch={panel}>{bar}</StickyActionBar>}
      {unenrol.menu ? (
        <Group gap="xs" wrap="nowrap" align="center">
          {main}
          {unenrol.menu}
        </Group>
      ) : (
        main
      )}
      {line && (
        <Text
          size="sm"
          c={done !== null ? 'teal.9' : 'dimmed'}
          role="status"
          data-testid="enroll-status"
        >
          {t(line, params)}
        </Text>
      )}
      {course.enroll_case === 'dependency' && course.dependency && (
        <Anchor component={Link} to={`/course/${course.dependency.id}`} size="sm">
          {course.dependency.title}
        </Anchor>
      )}
      {failure && (
        <Alert color="red" variant="outline" role="alert" p="sm">
          {failure}
        </Alert>
      )}
      <SurveyRequiredNotice course={course} />
      {unenrol.notices}
    </Stack>
  );
}
