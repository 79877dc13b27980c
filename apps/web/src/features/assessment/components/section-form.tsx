import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Answer, TestInfo } from '@portal/shared';
import { isApiError } from '@/api';
import { errorMessage } from '@/i18n/messages';
import { assessmentKeys } from '../api/assessment-keys';
import type { AttemptSection } from '../api/get-attempt-section';
import { useSubmitAttempt } from '../api/submit-attempt';
import { assessmentPaths } from '../paths';
import { useCountdown } from '../timer/use-countdown';
import { useAttemptSaver } from '../use-attempt-saver';
import { useAssessmentTranslation } from '../use-assessment-translation';
import type { SaveState } from '../answer-saver';
import { SubmitDialog, TimeUpDialog } from './finish-dialogs';
import { QuestionCard } from './question-card';
import { SectionBar } from './section-bar';

const SAVE_LABEL: Record<SaveState, string> = {
  pending: 'answer_pending',
  saving: 'answer_saving',
  saved: 'answer_saved',
  error: 'answer_error',
};

/** Whether an answer holds anything (an empty pick or blank text is no answer). */
function isAnswered(answer: Answer | null | undefined): boolean {
  if (!answer) return false;
  if ('choice_ids' in answer) return answer.choice_ids.length > 0;
  if ('pairs' in answer) return answer.pairs.length > 0;
  if ('text' in answer) return answer.text.trim() !== '';
  return true;
}

/**
 * The questions of one section of an open attempt. Each answer is saved as it changes; the
 * countdown comes from the server; at time up the attempt is submitted and the result opens.
 */
export function SectionForm(props: { info: TestInfo; section: AttemptSection }) {
  const { t } = useAssessmentTranslation();
  const navigate = useNavigate();
  const { info, section } = props;
  const attemptId = section.attempt_id;
  const sectionId = section.section.id;
  const ids = { testId: info.id, attemptId };
  const resultPath = assessmentPaths.result(info.id, sectionId, attemptId);

  const [values, setValues] = useState<Record<number, Answer | null>>(() =>
    Object.fromEntries(section.questions.map((q) => [q.id, q.answer])),
  );
  const [confirming, setConfirming] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const [navError, setNavError] = useState<string | null>(null);
  const submit = useSubmitAttempt(info.id);

  const queryClient = useQueryClient();
  const goToResult = () => {
    void Promise.resolve(navigate(resultPath, { replace: true })).then(() =>
      queryClient.invalidateQueries({ queryKey: assessmentKeys.test(info.id) }),
    );
  };

  const finish = async (reason: 'manual' | 'time_up') => {
    setFinishing(true);
    setFinishError(null);
    const kept = await saver.flush();
    if (!kept && reason === 'manual') {
      setFinishError(t('save_failed_submit'));
      setFinishing(false);
      return;
    }
    try {
      await submit.mutateAsync(attemptId);
    } catch (error) {
      // 409: the server already closed the attempt (its deadline passed, or another tab).
      if (!isApiError(error, 409)) {
        setFinishError(errorMessage(t, error));
        setFinishing(false);
        return;
      }
    }
    goToResult();
  };

  const handleTimeUp = () => {
    setConfirming(false);
    setTimeUp(true);
    void finish('time_up');
  };

  const countdown = useCountdown(section.seconds_left, handleTimeUp);
  const { saver, states } = useAttemptSaver(ids, {
    onSecondsLeft: countdown.sync,
    onClosed: goToResult,
  });

  const handleChange = (questionId: number, answer: Answer, options: { debounce: boolean }) => {
    setValues((v) => ({ ...v, [questionId]: answer }));
    saver.change(questionId, answer, options);
  };

  const sections = info.sections;
  const index = sections.findIndex((s) => s.id === sectionId);
  const previous = index > 0 ? sections[index - 1] : undefined;
  const next = index >= 0 ? sections[index + 1] : undefined;

  const handleGoTo = async (targetId: number) => {
    setNavError(null);
    if (!(await saver.flush())) {
      setNavError(t('save_failed_submit'));
      return;
    }
    await navigate(assessmentPaths.section(info.id, targetId));
  };

  // Questions are numbered across the test, as the result lists them.
  const offset = sections.slice(0, Math.max(0, index)).reduce((n, s) => n + s.question_count, 0);
  const answered = section.questions.filter((q) => isAnswered(values[q.id])).length;

  return (
    <Stack gap="lg">
      <div>
        <Text c="dimmed" size="sm">
          {info.title}
        </Text>
        <Text c="indigo.8" fw={600} size="sm" mt={4}>
          {t('section_of', { current: index + 1, total: sections.length })}
        </Text>
        <Title order={1} size="h2">
          {section.section.title}
        </Title>
      </div>

      <SectionBar secondsLeft={countdown.secondsLeft} phase={countdown.phase} states={states} />

      <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {section.questions.map((question, i) => {
          const state = states[question.id];
          return (
            <QuestionCard
              key={question.id}
              question={question}
              number={offset + i + 1}
              value={values[question.id] ?? null}
              onChange={(answer, options) => handleChange(question.id, answer, options)}
              disabled={timeUp}
              footer={
                <Text
                  size="xs"
                  mt="xs"
                  c={state === 'error' ? 'red.9' : 'dimmed'}
                  data-testid={`save-state-${question.id}`}
                >
                  {state ? t(SAVE_LABEL[state]) : ''}
                </Text>
              }
            />
          );
        })}
      </Stack>

      {navError && (
        <Alert color="red" variant="outline" role="alert">
          {navError}
        </Alert>
      )}

      <nav aria-label={t('section_nav')}>
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            {previous && (
              <Button variant="default" onClick={() => void handleGoTo(previous.id)}>
                {t('previous_section')}
              </Button>
            )}
            {next && <Button onClick={() => void handleGoTo(next.id)}>{t('next_section')}</Button>}
          </Group>
          <Button
            variant={next ? 'outline' : 'filled'}
            onClick={() => {
              setFinishError(null);
              setConfirming(true);
            }}
          >
            {t('submit_test')}
          </Button>
        </Group>
      </nav>

      <SubmitDialog
        opened={confirming && !timeUp}
        answered={answered}
        total={section.questions.length}
        submitting={finishing}
        error={finishError}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void finish('manual')}
      />
      <TimeUpDialog
        opened={timeUp}
        error={timeUp && !finishing ? finishError : null}
        onRetry={() => void finish('time_up')}
      />
    </Stack>
  );
}
