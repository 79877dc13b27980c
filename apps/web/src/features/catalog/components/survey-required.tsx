import { Alert, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CourseDetail } from '@portal/shared';
import { PROGRESS_STATUS } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { courseMessages } from '../course-messages';

/**
 * The survey a course asks for before it completes: a note on the course page, and — once the
 * learner's lessons are done and they wait in survey_required (23) — a call to answer it.
 */
export function SurveyRequiredNotice({ course }: { course: CourseDetail }) {
  const { t } = useFeatureTranslation(courseMessages);
  const survey = course.required_survey;
  if (!survey || survey.is_answered) return null;
  const waiting = course.learning_result?.status === PROGRESS_STATUS.survey_required;
  if (!waiting)
    return (
      <Text size="sm" c="dimmed">
        {t('survey_required_note', { title: survey.title })}
      </Text>
    );
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('survey_required_title')}
      data-testid="survey-required"
    >
      <Text size="sm" mb="sm">
        {t('survey_required_body', { title: survey.title })}
      </Text>
      <Button component={Link} to={`/survey/${survey.id}`} color="orange">
        {t('survey_required_answer')}
      </Button>
    </Alert>
  );
}
