import { Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicRequestDetail, SurveyQuestionView } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { publicRequestMessages } from '../public-request-messages';

type Answer = PublicRequestDetail['answers'][string];

function answerText(
  t: (key: string, params?: Record<string, unknown>) => string,
  question: SurveyQuestionView,
  answer: Answer | undefined,
): string | null {
  if (!answer) return null;
  if ('text' in answer) return answer.text;
  if ('rating' in answer)
    return t('preq_rating_value', { value: answer.rating, scale: question.scale ?? 5 });
  const names = answer.choice_ids.map(
    (id) => question.choices?.find((c) => c.id === id)?.text ?? id,
  );
  return names.join(', ');
}

/** The request's answers, section by section, read only. */
export function AnswerList(props: { request: PublicRequestDetail }) {
  const { t } = useFeatureTranslation(publicRequestMessages);
  const { request } = props;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('preq_answers')}
      </Title>
      {request.form.sections.map((section) => (
        <Paper key={section.id} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Text fw={700}>{section.title}</Text>
            <Stack gap="sm" component="dl" m={0}>
              {section.questions.map((question) => {
                const text = answerText(t, question, request.answers[String(question.id)]);
                return (
                  <div key={question.id}>
                    <Text component="dt" size="sm" c="dimmed">
                      {question.text}
                    </Text>
                    <Text
                      component="dd"
                      m={0}
                      fs={text ? undefined : 'italic'}
                      c={text ? undefined : 'dimmed'}
                      style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                    >
                      {text ?? t('preq_no_answer')}
                    </Text>
                  </div>
                );
              })}
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
