import { Progress, Stack, Text, Title } from '@mantine/core';
import type { PollResult, SurveyQuestionView } from '@portal/shared';
import { useAssessmentTranslation } from '../use-assessment-translation';

/** A poll's counts after voting: a bar per choice with its votes and percent (SPEC §9 floor). */
export function PollResultView(props: { result: PollResult; questions: SurveyQuestionView[] }) {
  const { t } = useAssessmentTranslation();
  const textOf = new Map(props.questions.map((q) => [q.id, q.text]));
  return (
    <section aria-labelledby="poll-result-title">
      <Title order={2} size="h4" id="poll-result-title" mb="sm">
        {t('poll_result')}
      </Title>
      <Stack gap="lg">
        {props.result.map((question) => (
          <Stack key={question.question_id} gap="sm">
            <Text fw={600}>
              {textOf.get(question.question_id) ?? ''}{' '}
              <Text component="span" c="dimmed" fw={400} size="sm">
                ({t('poll_votes', { count: question.total })})
              </Text>
            </Text>
            {question.choices.map((choice) => (
              <div key={choice.id}>
                <Text size="sm" mb={4}>
                  {choice.text}
                  {' — '}
                  {t('poll_choice_summary', {
                    count: choice.count,
                    total: question.total,
                    percent: choice.percent,
                  })}
                </Text>
                <Progress
                  value={choice.percent}
                  size="lg"
                  radius="xl"
                  aria-label={`${choice.text}: ${choice.percent}%`}
                />
              </div>
            ))}
          </Stack>
        ))}
      </Stack>
    </section>
  );
}
