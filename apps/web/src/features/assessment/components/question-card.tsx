import type { ReactNode } from 'react';
import { Group, Paper, Text, Title } from '@mantine/core';
import type { Answer, LearnerQuestion } from '@portal/shared';
import { useAssessmentTranslation } from '../use-assessment-translation';
import { QuestionInput, type AnswerChange } from './question-input';

/**
 * One question as the learner sees it in the assessment player: its number and points, then the
 * answer input of its type. The dashboard's question preview shows exactly this card.
 */
export function QuestionCard(props: {
  question: LearnerQuestion;
  /** Numbered across the test, as the result lists them. */
  number: number;
  value: Answer | null;
  onChange: AnswerChange;
  disabled?: boolean;
  /** Under the input: the save state in the player. */
  footer?: ReactNode;
  component?: 'li' | 'div';
}) {
  const { t } = useAssessmentTranslation();
  const { question } = props;
  const headingId = `question-${question.id}`;
  return (
    <Paper
      component={props.component ?? 'li'}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={headingId}
    >
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h5" id={headingId}>
          {t('question_no', { no: props.number })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('points_count', { count: question.score })}
        </Text>
      </Group>
      <QuestionInput
        question={question}
        value={props.value}
        onChange={props.onChange}
        disabled={props.disabled}
      />
      {props.footer}
    </Paper>
  );
}
