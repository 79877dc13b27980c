import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { QUESTION_LIMITS, QUESTION_TYPES, TEXT_LIMIT, type QuestionType } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { authoringMessages } from './authoring-messages';
import { BilingualText, ItemListEditor, ListError, RowTools, useErrorAt } from './editor-parts';
import { hasErrorUnder, moveItem, type FieldErrors } from './form-errors';
import { QuestionPreview } from './question-preview';
import { newItem, type ItemValues, type QuestionValues } from './test-form-state';

interface EditorProps {
  question: QuestionValues;
  /** `sections.{i}.questions.{j}`: where the API reports this question's errors. */
  path: string;
  errors: FieldErrors;
  locked: boolean;
  onChange: (next: QuestionValues) => void;
}

const bilingual = (item: ItemValues) => ({ en: item.text_en, th: item.text_th });
const withText = <T extends ItemValues>(item: T, text: { en: string; th: string }): T => ({
  ...item,
  text_en: text.en,
  text_th: text.th,
});

/** Type 1: the choices, each marked correct or not; one correct unless several are allowed. */
function ChoicesEditor({ question, path, errors, locked, onChange }: EditorProps) {
  const { t } = useFeatureTranslation(authoringMessages);
  const { choices } = question;
  const setChoices = (next: QuestionValues['choices']) => onChange({ ...question, choices: next });
  const markCorrect = (index: number, checked: boolean) =>
    setChoices(
      choices.map((c, i) =>
        i === index
          ? { ...c, is_correct: checked }
          : question.is_multiple || !checked
            ? c
            : { ...c, is_correct: false },
      ),
    );
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('authoring_is_multiple')}
        checked={question.is_multiple}
        disabled={locked}
        onChange={(event) => onChange({ ...question, is_multiple: event.currentTarget.checked })}
      />
      <ItemListEditor
        items={choices}
        path={`${path}.key.choices`}
        errors={errors}
        locked={locked}
        extra={{ is_correct: false }}
        onChange={setChoices}
        marker={(choice, i, name) => (
          <Checkbox
            label={t('authoring_correct_of', { name })}
            checked={choice.is_correct}
            disabled={locked}
            color="teal.9"
            onChange={(event) => markCorrect(i, event.currentTarget.checked)}
          />
        )}
      />
    </Stack>
  );
}

/** Type 2: pairs; the learner sees the right-hand items shuffled. */
function PairsEditor({ question, path, errors, locked, onChange }: EditorProps) {
  const { t } = useFeatureTranslation(authoringMessages);
  const errorAt = useErrorAt(errors);
  const { pairs } = question;
  const setPairs = (next: QuestionValues['pairs']) => onChange({ ...question, pairs: next });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('authoring_pairs_help')}
      </Text>
      {pairs.map((pair, i) => {
        const name = t('authoring_pair_n', { n: i + 1 });
        const side = (which: 'left' | 'right', text: { en: string; th: string }) =>
          setPairs(
            pairs.map((p, j) => (j === i ? { ...p, [which]: withText(p[which], text) } : p)),
          );
        return (
          <Paper key={pair.left.id} withBorder p="sm" radius="md" bg="gray.0">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Text fw={600} size="sm">
                  {name}
                </Text>
                <RowTools
                  name={name}
                  index={i}
                  count={pairs.length}
                  disabled={locked}
                  onMove={(d) => setPairs(moveItem(pairs, i, d))}
                  onRemove={
                    pairs.length > QUESTION_LIMITS.minChoices
                      ? () => setPairs(pairs.filter((_, j) => j !== i))
                      : undefined
                  }
                />
              </Group>
              <BilingualText
                path={`${path}.key.pairs.${i}.left.text`}
                label={t('authoring_pair_left')}
                {...bilingual(pair.left)}
                errors={errors}
                required
                onChange={(text) => side('left', text)}
              />
              <BilingualText
                path={`${path}.key.pairs.${i}.right.text`}
                label={t('authoring_pair_right')}
                {...bilingual(pair.right)}
                errors={errors}
                required
                onChange={(text) => side('right', text)}
              />
            </Stack>
          </Paper>
        );
      })}
      <ListError message={errorAt(`${path}.key.pairs`)} />
      {!locked && pairs.length < QUESTION_LIMITS.maxChoices && (
        <Button
          variant="default"
          onClick={() => setPairs([...pairs, { left: newItem(), right: newItem() }])}
        >
          {t('authoring_add_pair')}
        </Button>
      )}
    </Stack>
  );
}

/** Type 6: accepted short answers, compared ignoring case, spacing and invisible characters. */
function AcceptedEditor({ question, path, errors, locked, onChange }: EditorProps) {
  const { t } = useFeatureTranslation(authoringMessages);
  const errorAt = useErrorAt(errors);
  const { accepted } = question;
  const setAccepted = (next: string[]) => onChange({ ...question, accepted: next });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('authoring_accepted_help')}
      </Text>
      {accepted.map((answer, i) => (
        <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('authoring_accepted_n', { n: i + 1 })}
            value={answer}
            maxLength={TEXT_LIMIT}
            disabled={locked}
            required
            error={errorAt(`${path}.key.accepted.${i}`)}
            onChange={(event) =>
              setAccepted(accepted.map((a, j) => (j === i ? event.currentTarget.value : a)))
            }
          />
          {accepted.length > 1 && !locked && (
            <Button
              variant="default"
              onClick={() => setAccepted(accepted.filter((_, j) => j !== i))}
            >
              {t('authoring_remove_short')}
            </Button>
          )}
        </Group>
      ))}
      <ListError message={errorAt(`${path}.key.accepted`)} />
      {!locked && accepted.length < QUESTION_LIMITS.maxAccepted && (
        <Button variant="default" onClick={() => setAccepted([...accepted, ''])}>
          {t('authoring_add_accepted')}
        </Button>
      )}
    </Stack>
  );
}

/** The fields of one question's type. */
function TypeFields(props: EditorProps) {
  const { t } = useFeatureTranslation(authoringMessages);
  const errorAt = useErrorAt(props.errors);
  const { question, path, locked, onChange } = props;
  switch (question.type) {
    case 1:
      return <ChoicesEditor {...props} />;
    case 2:
      return <PairsEditor {...props} />;
    case 6:
      return <AcceptedEditor {...props} />;
    case 3:
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('authoring_number_value')}
            inputMode="decimal"
            required
            value={question.value}
            disabled={locked}
            error={errorAt(`${path}.key.value`)}
            onChange={(event) => onChange({ ...question, value: event.currentTarget.value })}
          />
          <TextInput
            label={t('authoring_number_tolerance')}
            description={t('authoring_number_tolerance_help')}
            inputMode="decimal"
            value={question.tolerance}
            disabled={locked}
            error={errorAt(`${path}.key.tolerance`)}
            onChange={(event) => onChange({ ...question, tolerance: event.currentTarget.value })}
          />
        </SimpleGrid>
      );
    case 4:
      return (
        <BilingualText
          path={`${path}.key.guide`}
          label={t('authoring_guide')}
          en={question.guide_en}
          th={question.guide_th}
          errors={props.errors}
          long
          onChange={(text) => onChange({ ...question, guide_en: text.en, guide_th: text.th })}
        />
      );
  }
}

/** One question: type, score, text in both languages, and its type's answer key. */
export function TestQuestionEditor(
  props: EditorProps & {
    number: number;
    index: number;
    count: number;
    onMove: (direction: -1 | 1) => void;
    onRemove: () => void;
  },
) {
  const { t } = useFeatureTranslation(authoringMessages);
  const errorAt = useErrorAt(props.errors);
  const { question, path, locked, onChange } = props;
  const name = t('authoring_question_n', { n: props.number });
  const invalid = hasErrorUnder(props.errors, path);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      role="group"
      aria-label={name}
      style={{ borderColor: invalid ? 'var(--mantine-color-red-7)' : undefined }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{name}</Text>
            <QuestionPreview question={question} number={props.number} name={name} />
          </Group>
          <RowTools
            name={name}
            index={props.index}
            count={props.count}
            disabled={locked}
            onMove={props.onMove}
            onRemove={props.onRemove}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('authoring_question_type')}
            value={String(question.type)}
            disabled={locked}
            data={QUESTION_TYPES.map((type) => ({
              value: String(type),
              label: t(`authoring_type_${type}`),
            }))}
            onChange={(event) =>
              onChange({ ...question, type: Number(event.currentTarget.value) as QuestionType })
            }
          />
          <TextInput
            label={t('authoring_score')}
            inputMode="decimal"
            required
            value={question.score}
            disabled={locked}
            error={errorAt(`${path}.key.score`)}
            onChange={(event) => onChange({ ...question, score: event.currentTarget.value })}
          />
        </SimpleGrid>
        <BilingualText
          path={`${path}.text`}
          label={t('authoring_question_text')}
          en={question.text_en}
          th={question.text_th}
          errors={props.errors}
          required
          long
          onChange={(text) => onChange({ ...question, text_en: text.en, text_th: text.th })}
        />
        <TypeFields {...props} />
      </Stack>
    </Paper>
  );
}
