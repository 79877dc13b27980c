import { useState } from 'react';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  AUTHORING_LIMITS,
  SURVEY_FOR,
  SURVEY_QUESTION_KINDS,
  type SurveyFor,
  type SurveyQuestionKind,
  type SurveyType,
} from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useAdminContent } from '../content/api/get-admin-content';
import { useTaxonomyChoices } from '../content/api/get-taxonomy';
import { authoringMessages } from './authoring-messages';
import { ContentFields } from './content-fields';
import { BilingualText, ItemListEditor, RowTools, useErrorAt } from './editor-parts';
import { moveItem, type FieldErrors } from './form-errors';
import {
  newSurveyQuestion,
  type SurveyFormValues,
  type SurveyQuestionValues,
} from './survey-form-state';

interface FieldsProps {
  values: SurveyFormValues;
  errors: FieldErrors;
  locked: boolean;
  onChange: (next: SurveyFormValues) => void;
}

/** The content or instructor a survey is about, searched on the server. */
function TargetSelect({ values, errors, onChange }: FieldsProps) {
  const { t, i18n } = useFeatureTranslation(authoringMessages);
  const errorAt = useErrorAt(errors);
  const [search, setSearch] = useState('');
  const isInstructor = values.survey_for === SURVEY_FOR.instructor;
  const contents = useAdminContent({ page: 1, search: search || undefined });
  const instructors = useTaxonomyChoices('instructor');
  const th = i18n.language === 'th';
  const options = isInstructor
    ? (instructors.data?.results ?? []).map((r) => ({
        value: String(r.id),
        label: (th && r.name_th) || r.name_en,
      }))
    : (contents.data?.results ?? [])
        .filter((r) => r.kind !== 'survey')
        .map((r) => ({
          value: String(r.id),
          label: `${(th && r.title_th) || r.title_en} (${r.code})`,
        }));
  return (
    <Select
      label={isInstructor ? t('authoring_target_instructor') : t('authoring_target_content')}
      name="target_id"
      data={options}
      value={values.target_id || null}
      searchable
      clearable
      searchValue={isInstructor ? undefined : search}
      onSearchChange={isInstructor ? undefined : setSearch}
      nothingFoundMessage={t('authoring_nothing_found')}
      error={errorAt('target_id')}
      onChange={(value) => onChange({ ...values, target_id: value ?? '' })}
    />
  );
}

/** One survey question: kind, required flag, text, and its choices or scale. */
function SurveyQuestionEditor(
  props: FieldsProps & { question: SurveyQuestionValues; index: number },
) {
  const { t } = useFeatureTranslation(authoringMessages);
  const errorAt = useErrorAt(props.errors);
  const { values, question, index, locked, onChange } = props;
  const path = `questions.${index}`;
  const questions = values.questions;
  const set = (next: SurveyQuestionValues) =>
    onChange({ ...values, questions: questions.map((q, i) => (i === index ? next : q)) });
  const name = t('authoring_question_n', { n: index + 1 });
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} role="group" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{name}</Text>
          <RowTools
            name={name}
            index={index}
            count={questions.length}
            disabled={locked}
            onMove={(d) => onChange({ ...values, questions: moveItem(questions, index, d) })}
            onRemove={() =>
              onChange({ ...values, questions: questions.filter((_, i) => i !== index) })
            }
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('authoring_survey_kind')}
            value={question.kind}
            disabled={locked}
            error={errorAt(`${path}.body.kind`)}
            data={SURVEY_QUESTION_KINDS.map((kind) => ({
              value: kind,
              label: t(`authoring_survey_kind_${kind}`),
            }))}
            onChange={(event) =>
              set({ ...question, kind: event.currentTarget.value as SurveyQuestionKind })
            }
          />
          <Checkbox
            mt={{ base: 0, sm: 'xl' }}
            label={t('authoring_is_required')}
            checked={question.is_required}
            disabled={locked}
            onChange={(event) => set({ ...question, is_required: event.currentTarget.checked })}
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
          onChange={(text) => set({ ...question, text_en: text.en, text_th: text.th })}
        />
        {question.kind === 'choice' && (
          <>
            <Checkbox
              label={t('authoring_survey_is_multiple')}
              checked={question.is_multiple}
              disabled={locked}
              onChange={(event) => set({ ...question, is_multiple: event.currentTarget.checked })}
            />
            <ItemListEditor
              items={question.choices}
              path={`${path}.body.choices`}
              errors={props.errors}
              locked={locked}
              extra={{}}
              onChange={(choices) => set({ ...question, choices })}
            />
          </>
        )}
        {question.kind === 'rating' && (
          <TextInput
            label={t('authoring_scale')}
            description={t('authoring_scale_help')}
            inputMode="numeric"
            value={question.scale}
            disabled={locked}
            error={errorAt(`${path}.body.scale`)}
            onChange={(event) => set({ ...question, scale: event.currentTarget.value })}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** The whole survey form: details, type and subject, questions. */
export function SurveyFields(props: FieldsProps) {
  const { t } = useFeatureTranslation(authoringMessages);
  const { values, locked, onChange } = props;
  const hasTarget =
    values.survey_for === SURVEY_FOR.content || values.survey_for === SURVEY_FOR.instructor;
  return (
    <Stack gap="lg">
      <Fieldset legend={t('authoring_details')}>
        <ContentFields values={values} errors={props.errors} onChange={onChange} />
      </Fieldset>
      <Fieldset legend={t('authoring_settings')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('authoring_survey_type')}
              name="survey_type"
              value={String(values.survey_type)}
              description={t('authoring_survey_type_help')}
              data={[0, 1].map((v) => ({
                value: String(v),
                label: t(`authoring_survey_type_${v}`),
              }))}
              onChange={(event) =>
                onChange({
                  ...values,
                  survey_type: Number(event.currentTarget.value) as SurveyType,
                })
              }
            />
            <NativeSelect
              label={t('authoring_survey_for')}
              name="survey_for"
              value={String(values.survey_for)}
              data={Object.values(SURVEY_FOR).map((v) => ({
                value: String(v),
                label: t(`authoring_survey_for_${v}`),
              }))}
              onChange={(event) =>
                onChange({
                  ...values,
                  survey_for: Number(event.currentTarget.value) as SurveyFor,
                  target_id: '',
                })
              }
            />
          </SimpleGrid>
          {hasTarget && <TargetSelect {...props} />}
          <Checkbox
            label={t('authoring_allow_multiple_responses')}
            checked={values.allow_multiple_responses}
            onChange={(event) =>
              onChange({ ...values, allow_multiple_responses: event.currentTarget.checked })
            }
          />
        </Stack>
      </Fieldset>
      <Stack gap="md" component="section" aria-labelledby="authoring-questions">
        <Title order={2} size="h3" id="authoring-questions">
          {t('authoring_questions')}
        </Title>
        {values.questions.length === 0 && <Text c="dimmed">{t('authoring_no_questions')}</Text>}
        {values.questions.map((question, index) => (
          <SurveyQuestionEditor key={question.key} {...props} question={question} index={index} />
        ))}
        {!locked && values.questions.length < AUTHORING_LIMITS.maxQuestions && (
          <Group>
            <Button
              variant="default"
              onClick={() =>
                onChange({ ...values, questions: [...values.questions, newSurveyQuestion()] })
              }
            >
              {t('authoring_add_question')}
            </Button>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
