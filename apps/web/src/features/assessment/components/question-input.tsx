import { useState } from 'react';
import {
  Checkbox,
  Fieldset,
  NativeSelect,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  DESCRIPTION_LIMIT,
  QUESTION_TYPE,
  TEXT_LIMIT,
  type Answer,
  type LearnerQuestion,
} from '@portal/shared';
import { useAssessmentTranslation } from '../use-assessment-translation';

/** How an answer changed: a pick is saved at once, typing after a pause. */
export type AnswerChange = (answer: Answer, options: { debounce: boolean }) => void;

interface InputProps {
  question: LearnerQuestion;
  value: Answer | null;
  onChange: AnswerChange;
  disabled?: boolean;
}

const choiceIds = (value: Answer | null) =>
  value && 'choice_ids' in value ? value.choice_ids : [];
const pairsOf = (value: Answer | null) => (value && 'pairs' in value ? value.pairs : []);
const textOf = (value: Answer | null) => (value && 'text' in value ? value.text : '');

function ChoiceInput(props: InputProps) {
  const { t } = useAssessmentTranslation();
  const { question } = props;
  const choices = question.choices ?? [];
  if (question.is_multiple) {
    return (
      <Checkbox.Group
        label={question.text}
        description={t('choose_all')}
        value={choiceIds(props.value)}
        onChange={(ids) => props.onChange({ choice_ids: ids }, { debounce: false })}
        disabled={props.disabled}
      >
        <Stack gap="sm" mt="sm">
          {choices.map((choice) => (
            <Checkbox key={choice.id} value={choice.id} label={choice.text} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  return (
    <Radio.Group
      label={question.text}
      description={t('choose_one')}
      value={choiceIds(props.value)[0] ?? null}
      onChange={(id) => props.onChange({ choice_ids: [id] }, { debounce: false })}
      disabled={props.disabled}
    >
      <Stack gap="sm" mt="sm">
        {choices.map((choice) => (
          <Radio key={choice.id} value={choice.id} label={choice.text} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * Type 2: a right item for each left item. A right item goes with one left item only, so
 * choosing one already used moves it here.
 */
function MatchingInput(props: InputProps) {
  const { t } = useAssessmentTranslation();
  const { question } = props;
  const pairs = pairsOf(props.value);
  const rightOf = new Map(pairs.map((p) => [p.left_id, p.right_id]));
  const options = [
    { value: '', label: t('choose_match') },
    ...(question.right_items ?? []).map((item) => ({ value: item.id, label: item.text })),
  ];
  const handleChange = (leftId: string, rightId: string) => {
    const rest = pairs.filter((p) => p.left_id !== leftId && p.right_id !== rightId);
    const next = rightId === '' ? rest : [...rest, { left_id: leftId, right_id: rightId }];
    props.onChange({ pairs: next }, { debounce: false });
  };
  return (
    <Fieldset
      legend={question.text}
      variant="unstyled"
      disabled={props.disabled}
      styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t('match_hint')}
      </Text>
      <Stack gap="sm">
        {(question.left_items ?? []).map((left) => (
          <NativeSelect
            key={left.id}
            label={left.text}
            data={options}
            value={rightOf.get(left.id) ?? ''}
            onChange={(event) => handleChange(left.id, event.currentTarget.value)}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

function NumberAnswerInput(props: InputProps) {
  const { t } = useAssessmentTranslation();
  const saved = props.value && 'value' in props.value ? props.value.value : '';
  // What is typed, which may not be a number yet ("-", "1.").
  const [text, setText] = useState<string | number>(saved);
  return (
    <NumberInput
      label={props.question.text}
      description={t('number_answer')}
      value={text}
      onChange={(next) => {
        setText(next);
        if (typeof next === 'number' && Number.isFinite(next))
          props.onChange({ value: next }, { debounce: true });
      }}
      hideControls
      allowDecimal
      inputMode="decimal"
      maw={280}
      disabled={props.disabled}
    />
  );
}

/** An answer input for each question type of SPEC §9, labelled by the question's text. */
export function QuestionInput(props: InputProps) {
  const { t } = useAssessmentTranslation();
  const { question } = props;
  switch (question.type) {
    case QUESTION_TYPE.multiple_choice:
      return <ChoiceInput {...props} />;
    case QUESTION_TYPE.matching:
      return <MatchingInput {...props} />;
    case QUESTION_TYPE.fill_in_number:
      return <NumberAnswerInput {...props} />;
    case QUESTION_TYPE.fill_in_description:
      return (
        <Textarea
          label={question.text}
          description={t('description_hint')}
          value={textOf(props.value)}
          onChange={(event) =>
            props.onChange({ text: event.currentTarget.value }, { debounce: true })
          }
          autosize
          minRows={4}
          maxLength={DESCRIPTION_LIMIT}
          disabled={props.disabled}
        />
      );
    case QUESTION_TYPE.fill_in_answer:
      return (
        <TextInput
          label={question.text}
          description={t('text_answer')}
          value={textOf(props.value)}
          onChange={(event) =>
            props.onChange({ text: event.currentTarget.value }, { debounce: true })
          }
          maxLength={TEXT_LIMIT}
          disabled={props.disabled}
        />
      );
    default:
      return <Text c="dimmed">{question.text}</Text>;
  }
}
