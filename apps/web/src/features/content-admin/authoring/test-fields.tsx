import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { AUTHORING_LIMITS, SHOW_ANSWERS, type ShowAnswers } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { authoringMessages } from './authoring-messages';
import { ContentFields } from './content-fields';
import { BilingualText, RowTools, useErrorAt } from './editor-parts';
import { moveItem, type FieldErrors } from './form-errors';
import {
  newQuestion,
  newSection,
  type SectionValues,
  type TestFormValues,
} from './test-form-state';
import { TestQuestionEditor } from './test-question-editor';

interface FieldsProps {
  values: TestFormValues;
  errors: FieldErrors;
  locked: boolean;
  onChange: (next: TestFormValues) => void;
}

/** Time limit, pass score, attempts, answers shown, shuffling. */
function SettingsFields({ values, errors, onChange }: FieldsProps) {
  const { t } = useFeatureTranslation(authoringMessages);
  const errorAt = useErrorAt(errors);
  const text = (key: 'time_limit_minutes' | 'pass_percent' | 'max_attempts') => ({
    name: key,
    value: values[key],
    inputMode: 'numeric' as const,
    error: errorAt(key),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...values, [key]: event.currentTarget.value }),
  });
  const flag = (key: 'allow_resubmit' | 'shuffle_questions' | 'shuffle_choices') => ({
    name: key,
    label: t(`authoring_${key}`),
    checked: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...values, [key]: event.currentTarget.checked }),
  });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          {...text('time_limit_minutes')}
          label={t('authoring_time_limit')}
          description={t('authoring_time_limit_help')}
        />
        <TextInput {...text('pass_percent')} label={t('authoring_pass_percent')} required />
        <TextInput
          {...text('max_attempts')}
          label={t('authoring_max_attempts')}
          description={t('authoring_max_attempts_help')}
        />
      </SimpleGrid>
      <NativeSelect
        label={t('authoring_show_answers')}
        name="show_answers"
        value={values.show_answers}
        data={SHOW_ANSWERS.map((v) => ({ value: v, label: t(`authoring_show_${v}`) }))}
        onChange={(event) =>
          onChange({ ...values, show_answers: event.currentTarget.value as ShowAnswers })
        }
      />
      <Checkbox {...flag('allow_resubmit')} />
      <Checkbox {...flag('shuffle_questions')} />
      <Checkbox {...flag('shuffle_choices')} />
    </Stack>
  );
}

/** One section: its title and its questions, in order. */
function SectionEditor(
  props: FieldsProps & {
    section: SectionValues;
    index: number;
    /** Number of the section's first question across the whole test. */
    firstNumber: number;
  },
) {
  const { t } = useFeatureTranslation(authoringMessages);
  const { values, section, index, locked, onChange } = props;
  const path = `sections.${index}`;
  const sections = values.sections;
  const setSection = (next: SectionValues) =>
    onChange({ ...values, sections: sections.map((s, i) => (i === index ? next : s)) });
  const setQuestions = (questions: SectionValues['questions']) =>
    setSection({ ...section, questions });
  const name = t('authoring_section_n', { n: index + 1 });
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} role="group" aria-label={name}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4">
            {name}
          </Title>
          <RowTools
            name={name}
            index={index}
            count={sections.length}
            disabled={locked}
            onMove={(d) => onChange({ ...values, sections: moveItem(sections, index, d) })}
            onRemove={() =>
              onChange({ ...values, sections: sections.filter((_, i) => i !== index) })
            }
          />
        </Group>
        <BilingualText
          path={`${path}.title`}
          label={t('authoring_section_title')}
          en={section.title_en}
          th={section.title_th}
          errors={props.errors}
          required
          onChange={(text) => setSection({ ...section, title_en: text.en, title_th: text.th })}
        />
        {section.questions.map((question, j) => (
          <TestQuestionEditor
            key={question.key}
            question={question}
            path={`${path}.questions.${j}`}
            number={props.firstNumber + j}
            index={j}
            count={section.questions.length}
            errors={props.errors}
            locked={locked}
            onChange={(next) => setQuestions(section.questions.map((q, k) => (k === j ? next : q)))}
            onMove={(d) => setQuestions(moveItem(section.questions, j, d))}
            onRemove={() => setQuestions(section.questions.filter((_, k) => k !== j))}
          />
        ))}
        {section.questions.length === 0 && <Text c="dimmed">{t('authoring_no_questions')}</Text>}
        {!locked && (
          <Group>
            <Button
              variant="light"
              onClick={() => setQuestions([...section.questions, newQuestion()])}
            >
              {t('authoring_add_question_to', { name })}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The whole test form: details, settings, and sections of questions. */
export function TestFields(props: FieldsProps) {
  const { t } = useFeatureTranslation(authoringMessages);
  const errorAt = useErrorAt(props.errors);
  const { values, locked, onChange } = props;
  let number = 1;
  return (
    <Stack gap="lg">
      <Fieldset legend={t('authoring_details')}>
        <ContentFields values={values} errors={props.errors} onChange={onChange} />
      </Fieldset>
      <Fieldset legend={t('authoring_settings')}>
        <SettingsFields {...props} />
      </Fieldset>
      <Stack gap="md" component="section" aria-labelledby="authoring-sections">
        <Title order={2} size="h3" id="authoring-sections">
          {t('authoring_sections')}
        </Title>
        {values.sections.length === 0 && <Text c="dimmed">{t('authoring_no_sections')}</Text>}
        {values.sections.map((section, index) => {
          const first = number;
          number += section.questions.length;
          return (
            <SectionEditor
              key={section.key}
              {...props}
              section={section}
              index={index}
              firstNumber={first}
            />
          );
        })}
        {errorAt('sections') && (
          <Text c="red.8" size="sm" role="alert">
            {errorAt('sections')}
          </Text>
        )}
        {!locked && values.sections.length < AUTHORING_LIMITS.maxSections && (
          <Group>
            <Button
              variant="default"
              onClick={() => onChange({ ...values, sections: [...values.sections, newSection()] })}
            >
              {t('authoring_add_section')}
            </Button>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
