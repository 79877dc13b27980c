import { useEffect, useMemo, useReducer, useState } from 'react';
import { Box, Button, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { I18nextProvider } from 'react-i18next';
import type { Answer, Language, LearnerQuestion } from '@portal/shared';
import { QuestionCard } from '@/features/assessment';
import { ensureLanguage } from '@/i18n/create-i18n';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { authoringMessages } from './authoring-messages';
import type { QuestionValues } from './test-form-state';

/** Text in a language, English when the Thai is blank (as the learner's API answers). */
const inLanguage = (item: { text_en: string; text_th: string }, language: Language) =>
  language === 'th' && item.text_th.trim() !== '' ? item.text_th : item.text_en;

/** The question being edited as the assessment player receives it (nothing about correctness). */
export function toLearnerQuestion(
  question: QuestionValues,
  language: Language,
  position: number,
): LearnerQuestion {
  const score = Number(question.score);
  const view = (item: { id: string; text_en: string; text_th: string }) => ({
    id: item.id,
    text: inLanguage(item, language),
  });
  return {
    id: 0,
    type: question.type,
    position,
    text: inLanguage(question, language),
    score: Number.isFinite(score) ? score : 0,
    answer: null,
    ...(question.type === 1 && {
      is_multiple: question.is_multiple,
      choices: question.choices.map(view),
    }),
    ...(question.type === 2 && {
      left_items: question.pairs.map((p) => view(p.left)),
      // The player shows the right-hand items shuffled; the preview turns them round.
      right_items: question.pairs.map((p) => view(p.right)).reverse(),
    }),
  };
}

/**
 * "Preview": the question as learners see it in the assessment player, drawn by the player's
 * own question card, in English or Thai (the card's labels too), full screen on a phone.
 */
export function QuestionPreview(props: { question: QuestionValues; number: number; name: string }) {
  const { t, i18n } = useFeatureTranslation(authoringMessages);
  const [opened, setOpened] = useState(false);
  const [language, setLanguage] = useState<Language>(i18n.language === 'th' ? 'th' : 'en');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  // The card's own labels follow the preview's language, not the dashboard's.
  const previewI18n = useMemo(() => i18n.cloneInstance({ lng: language }), [i18n, language]);
  // Thai's shared labels load on first use; the clone shares the store they land in.
  const [, labelsArrived] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    void ensureLanguage(i18n, language)?.then(labelsArrived, () => undefined);
  }, [i18n, language]);
  const question = toLearnerQuestion(props.question, language, props.number);

  const handleOpen = () => {
    setAnswer(null);
    setOpened(true);
  };
  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        onClick={handleOpen}
        aria-label={t('authoring_preview_of', { name: props.name })}
      >
        {t('authoring_preview')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('authoring_preview_title', { name: props.name })}
        fullScreen={phone}
        size="lg"
        closeButtonProps={{ 'aria-label': t('authoring_preview_close') }}
      >
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('authoring_preview_language')}
            value={language}
            onChange={(value) => setLanguage(value === 'th' ? 'th' : 'en')}
            data={[
              { value: 'en', label: 'English' },
              { value: 'th', label: 'ไทย' },
            ]}
          />
          <Text size="sm" c="dimmed">
            {t('authoring_preview_note')}
          </Text>
          <I18nextProvider i18n={previewI18n}>
            <Box lang={language} data-testid="question-preview">
              <QuestionCard
                component="div"
                question={question}
                number={props.number}
                value={answer}
                onChange={(next) => setAnswer(next)}
              />
            </Box>
          </I18nextProvider>
        </Stack>
      </Modal>
    </>
  );
}
