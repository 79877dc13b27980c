import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Answer, AttemptResult } from '@portal/shared';
import { useAssessmentTranslation } from '../use-assessment-translation';

type ResultQuestionView = AttemptResult['questions'][number];

/** An answer as text: the chosen choices, the pairs, the number or the words. */
export function answerLines(question: ResultQuestionView, answer: Answer | null | undefined) {
  if (!answer) return [];
  const textOf = (items: { id: string; text: string }[] | undefined, id: string) =>
    items?.find((item) => item.id === id)?.text ?? '';
  if ('choice_ids' in answer) return answer.choice_ids.map((id) => textOf(question.choices, id));
  if ('pairs' in answer) {
    // In the order the learner saw the left items.
    const order = (question.left_items ?? []).map((item) => item.id);
    return [...answer.pairs]
      .sort((a, b) => order.indexOf(a.left_id) - order.indexOf(b.left_id))
      .map(
        (p) =>
          `${textOf(question.left_items, p.left_id)} → ${textOf(question.right_items, p.right_id)}`,
      );
  }
  if ('value' in answer) return [String(answer.value)];
  return answer.text.trim() === '' ? [] : [answer.text];
}

function Verdict(props: { question: ResultQuestionView }) {
  const { t } = useAssessmentTranslation();
  const { question } = props;
  if (question.needs_marking)
    return (
      <Badge color="yellow.2" c="dark.8">
        {t('needs_marking')}
      </Badge>
    );
  if (question.is_correct === true) return <Badge color="teal.9">{t('correct')}</Badge>;
  if ((question.earned ?? 0) > 0)
    return (
      <Badge color="orange.2" c="dark.8">
        {t('partly_correct')}
      </Badge>
    );
  if (question.is_correct === false) return <Badge color="red.9">{t('incorrect')}</Badge>;
  return null;
}

function AnswerBlock(props: { label: string; lines: string[]; empty: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      {props.lines.length === 0 ? (
        <Text fs="italic">{props.empty}</Text>
      ) : (
        props.lines.map((line, i) => (
          <Text key={i} style={{ whiteSpace: 'pre-line' }}>
            {line}
          </Text>
        ))
      )}
    </div>
  );
}

/** One question of a submitted attempt: the learner's answer, the verdict and the key. */
export function ResultQuestion(props: { question: ResultQuestionView; no: number }) {
  const { t } = useAssessmentTranslation();
  const { question } = props;
  const correct = question.correct_answer;
  return (
    <Paper component="li" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            {t('question_no', { no: props.no })}
          </Title>
          <Group gap="xs">
            <Verdict question={question} />
            {question.earned !== null && (
              <Text size="sm" c="dimmed">
                {t('earned_of', { earned: question.earned, score: question.score })}
              </Text>
            )}
          </Group>
        </Group>
        <Text fw={500} style={{ whiteSpace: 'pre-line' }}>
          {question.text}
        </Text>
        <AnswerBlock
          label={t('your_answer')}
          lines={answerLines(question, question.answer)}
          empty={t('no_answer')}
        />
        {correct && (
          <AnswerBlock
            label={t('correct_answer')}
            lines={answerLines(question, correct)}
            empty=""
          />
        )}
        {question.comment && (
          <AnswerBlock label={t('marker_comment')} lines={[question.comment]} empty="" />
        )}
      </Stack>
    </Paper>
  );
}
