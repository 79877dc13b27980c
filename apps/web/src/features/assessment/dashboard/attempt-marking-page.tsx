import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ATTEMPT_STATUS } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { formatDateTime } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage, learnerName } from '@/features/dashboard/list';
import { useAttemptDetail, type AttemptDetail, type MarkerQuestion } from './api/get-attempt';
import { AttemptStatusBadge } from './attempt-status';
import { MarkForm } from './mark-form';
import { markingMessages } from './marking-messages';

const DESCRIPTION = 4;

/** The learner's answer as text (choices by their text, pairs as 'left → right'). */
function answerText(question: MarkerQuestion): string | null {
  const answer = question.answer;
  if (!answer) return null;
  if ('text' in answer) return answer.text || null;
  if ('value' in answer) return String(answer.value);
  if ('choice_ids' in answer) {
    const names = answer.choice_ids.map(
      (id) => question.choices?.find((c) => c.id === id)?.text ?? id,
    );
    return names.join(', ') || null;
  }
  const pairs = answer.pairs.map(
    (p) =>
      `${question.left_items?.find((i) => i.id === p.left_id)?.text ?? p.left_id} → ${
        question.right_items?.find((i) => i.id === p.right_id)?.text ?? p.right_id
      }`,
  );
  return pairs.join('; ') || null;
}

function Question(props: { attempt: AttemptDetail; question: MarkerQuestion; number: number }) {
  const { t } = useFeatureTranslation(markingMessages);
  const { attempt, question } = props;
  const text = answerText(question);
  const markable =
    question.type === DESCRIPTION && attempt.status === ATTEMPT_STATUS.verifying && text !== null;
  const titleId = `mark-${question.id}-title`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h5" id={titleId}>
            {t('marking_question_n', { number: props.number })}
          </Title>
          <Group gap="xs">
            <Badge variant="outline" color="gray.8" size="sm">
              {t(`marking_question_type_${question.type}`)}
            </Badge>
            {question.type === DESCRIPTION && question.needs_marking && (
              <Badge color="yellow.4" autoContrast size="sm">
                {t('marking_waiting')}
              </Badge>
            )}
            {question.type === DESCRIPTION &&
              !question.needs_marking &&
              question.earned !== null && (
                <Badge color="teal.9" size="sm">
                  {t('marking_marked')}
                </Badge>
              )}
          </Group>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{question.text}</Text>
        <div>
          <Text size="sm" c="dimmed">
            {t('marking_answer')}
          </Text>
          <Text
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            fs={text === null ? 'italic' : undefined}
          >
            {text ?? t('marking_no_answer')}
          </Text>
        </div>
        {question.guide && (
          <Alert variant="light" color="indigo" title={t('marking_guide')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {question.guide}
            </Text>
          </Alert>
        )}
        <Text size="sm">
          {question.earned === null
            ? t('marking_max_score', { max: question.score })
            : t('marking_earned', { earned: question.earned, max: question.score })}
          {question.is_correct !== null &&
            question.type !== DESCRIPTION &&
            ` · ${question.is_correct ? t('marking_correct') : t('marking_incorrect')}`}
        </Text>
        {!markable && question.comment && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {question.comment}
          </Text>
        )}
        {markable && (
          <MarkForm
            key={`${question.id}-${question.earned ?? 'none'}`}
            attemptId={attempt.id}
            questionId={question.id}
            maxScore={question.score}
            initial={{
              score: question.needs_marking ? null : question.earned,
              comment: question.comment,
            }}
          />
        )}
      </Stack>
    </Card>
  );
}

/** /dashboard/marking/attempt/{attemptId}: every answer, with a mark form per written answer. */
export function AttemptMarkingPage() {
  const { t, i18n } = useFeatureTranslation(markingMessages);
  const attemptId = Number(useParams().attemptId);
  const query = useAttemptDetail(attemptId);
  const attempt = query.data;
  return (
    <PageContainer>
      <Stack gap="lg">
        {query.isError && (
          <Alert color="red" variant="outline" role="alert">
            {refusalMessage(t, query.error)}
          </Alert>
        )}
        {attempt && (
          <>
            <div>
              <Anchor component={Link} to={`/marking/test/${attempt.test_id}`} size="sm">
                {t('marking_back_to_attempts')}
              </Anchor>
              <Title order={1} mt={4} style={{ overflowWrap: 'anywhere' }}>
                {t('marking_attempt_heading', {
                  name: learnerName(attempt.user),
                  number: attempt.attempt_no,
                })}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {attempt.user.email} · {formatDateTime(i18n.language, attempt.datetime_submit)}
              </Text>
            </div>
            <Card withBorder radius="md" padding="md" aria-live="polite">
              <Group gap="md" wrap="wrap">
                <Group gap="xs">
                  <Text size="sm">{t('marking_col_status')}:</Text>
                  <span data-testid="attempt-status">
                    <AttemptStatusBadge status={attempt.status} />
                  </span>
                </Group>
                <Text size="sm">
                  {t('marking_col_score')}:{' '}
                  {t('marking_score_of', { score: attempt.score ?? 0, max: attempt.max_score })}
                  {attempt.percent !== null &&
                    ` (${t('marking_percent', { percent: attempt.percent })})`}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('marking_pass_percent', { percent: attempt.pass_percent })}
                </Text>
              </Group>
              {attempt.status === ATTEMPT_STATUS.verifying && attempt.pending_marking > 0 && (
                <Text size="sm" mt="xs">
                  {t('marking_pending', { count: attempt.pending_marking })}
                </Text>
              )}
              {(attempt.status === ATTEMPT_STATUS.passed ||
                attempt.status === ATTEMPT_STATUS.failed) && (
                <Alert
                  mt="sm"
                  variant="light"
                  color={attempt.status === ATTEMPT_STATUS.passed ? 'teal' : 'red'}
                  role="status"
                >
                  {t(
                    attempt.status === ATTEMPT_STATUS.passed
                      ? 'marking_done_passed'
                      : 'marking_done_failed',
                    {
                      score: attempt.score ?? 0,
                      max: attempt.max_score,
                    },
                  )}
                </Alert>
              )}
              {attempt.status === ATTEMPT_STATUS.in_progress && (
                <Text size="sm" mt="xs" c="dimmed">
                  {t('marking_not_verifying')}
                </Text>
              )}
            </Card>
            {/* Positions count within a section; the marker reads one numbering for the test. */}
            {attempt.questions.map((question, index) => (
              <Question
                key={question.id}
                attempt={attempt}
                question={question}
                number={index + 1}
              />
            ))}
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
