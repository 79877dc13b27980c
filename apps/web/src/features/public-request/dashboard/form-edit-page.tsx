import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/api';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { publicRequestMessages } from '../public-request-messages';
import { useAdminRequestForm, useSaveRequestForm } from './admin-api';
import {
  draftOf,
  emptyForm,
  emptyQuestion,
  emptySection,
  inputOf,
  type FormDraft,
  type QuestionDraft,
  type SectionDraft,
} from './form-draft';

type T = (key: string, params?: Record<string, unknown>) => string;

function QuestionEditor(props: {
  t: T;
  index: number;
  question: QuestionDraft;
  onChange: (next: QuestionDraft) => void;
  onRemove: (() => void) | null;
}) {
  const { t, question: q } = props;
  const set = (patch: Partial<QuestionDraft>) => props.onChange({ ...q, ...patch });
  return (
    <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-light)">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {t('preqa_question', { index: props.index + 1 })}
          </Text>
          {props.onRemove && (
            <Button size="compact-xs" variant="subtle" color="red.9" onClick={props.onRemove}>
              {t('preqa_remove_question', { index: props.index + 1 })}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label={t('preqa_field_question_en')}
            required
            value={q.text_en}
            onChange={(e) => set({ text_en: e.currentTarget.value })}
          />
          <TextInput
            label={t('preqa_field_question_th')}
            value={q.text_th}
            onChange={(e) => set({ text_th: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Group gap="md" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('preqa_field_kind')}
            value={q.kind}
            onChange={(e) => set({ kind: e.currentTarget.value as QuestionDraft['kind'] })}
            data={(['text', 'choice', 'rating'] as const).map((k) => ({
              value: k,
              label: t(`preqa_kind_${k}`),
            }))}
          />
          {q.kind === 'rating' && (
            <NumberInput
              label={t('preqa_field_scale')}
              min={2}
              max={10}
              w={120}
              value={q.scale}
              onChange={(value) => set({ scale: Number(value) || 5 })}
            />
          )}
          <Checkbox
            label={t('preqa_field_required')}
            checked={q.is_required}
            onChange={(e) => set({ is_required: e.currentTarget.checked })}
            mb={8}
          />
          {q.kind === 'choice' && (
            <Checkbox
              label={t('preqa_field_multiple')}
              checked={q.is_multiple}
              onChange={(e) => set({ is_multiple: e.currentTarget.checked })}
              mb={8}
            />
          )}
        </Group>
        {q.kind === 'choice' && (
          <Textarea
            label={t('preqa_field_choices')}
            autosize
            minRows={2}
            value={q.choices}
            onChange={(e) => set({ choices: e.currentTarget.value })}
          />
        )}
      </Stack>
    </Paper>
  );
}

function SectionEditor(props: {
  t: T;
  index: number;
  section: SectionDraft;
  onChange: (next: SectionDraft) => void;
  onRemove: (() => void) | null;
}) {
  const { t, section } = props;
  const setQuestions = (questions: QuestionDraft[]) => props.onChange({ ...section, questions });
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('preqa_section', { index: props.index + 1 })}
          </Title>
          {props.onRemove && (
            <Button size="compact-sm" variant="subtle" color="red.9" onClick={props.onRemove}>
              {t('preqa_remove_section', { index: props.index + 1 })}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label={t('preqa_field_title_en')}
            required
            value={section.title_en}
            onChange={(e) => props.onChange({ ...section, title_en: e.currentTarget.value })}
          />
          <TextInput
            label={t('preqa_field_title_th')}
            value={section.title_th}
            onChange={(e) => props.onChange({ ...section, title_th: e.currentTarget.value })}
          />
        </SimpleGrid>
        {section.questions.map((q, i) => (
          <QuestionEditor
            key={i}
            t={t}
            index={i}
            question={q}
            onChange={(next) => setQuestions(section.questions.map((o, j) => (j === i ? next : o)))}
            onRemove={
              section.questions.length > 1
                ? () => setQuestions(section.questions.filter((_, j) => j !== i))
                : null
            }
          />
        ))}
        <Group>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setQuestions([...section.questions, emptyQuestion()])}
          >
            {t('preqa_add_question')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Editor(props: { id: number | null; initial: FormDraft }) {
  const { t } = useFeatureTranslation(publicRequestMessages);
  const navigate = useNavigate();
  const save = useSaveRequestForm();
  const [draft, setDraft] = useState(props.initial);
  useEffect(() => setDraft(props.initial), [props.initial]);
  const set = (patch: Partial<FormDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const fieldErrors = isApiError(save.error, 400) ? save.error.errors : {};
  const fieldError = (name: string) =>
    fieldErrors[name]?.[0] ? t(fieldErrors[name][0]) : undefined;
  const setSections = (sections: SectionDraft[]) => set({ sections });

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({ id: props.id, input: inputOf(draft) });
      notify({ color: 'green', message: t('preqa_saved') });
      if (props.id === null) await navigate(`/public-request-form/${saved.id}`, { replace: true });
    } catch (error) {
      if (!isApiError(error, 400)) notify({ color: 'red', message: errorMessage(t, error) });
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to="/public-request-form" size="sm">
        {t('preqa_cancel')}
      </Anchor>
      <Title order={1}>
        {props.id === null ? t('preqa_form_new_title') : t('preqa_form_edit_title')}
      </Title>
      {save.isError && (
        <Alert color="red" variant="outline" role="alert">
          {errorMessage(t, save.error)}
          {Object.entries(fieldErrors)
            .slice(0, 3)
            .map(([field, keys]) => (
              <Text key={field} size="sm">
                {field}: {t(keys[0] ?? 'error_occurs')}
              </Text>
            ))}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('preqa_field_title_en')}
              required
              value={draft.title_en}
              error={fieldError('title_en')}
              onChange={(e) => set({ title_en: e.currentTarget.value })}
            />
            <TextInput
              label={t('preqa_field_title_th')}
              value={draft.title_th}
              onChange={(e) => set({ title_th: e.currentTarget.value })}
            />
            <Textarea
              label={t('preqa_field_desc_en')}
              autosize
              minRows={2}
              value={draft.desc_en}
              onChange={(e) => set({ desc_en: e.currentTarget.value })}
            />
            <Textarea
              label={t('preqa_field_desc_th')}
              autosize
              minRows={2}
              value={draft.desc_th}
              onChange={(e) => set({ desc_th: e.currentTarget.value })}
            />
          </SimpleGrid>
          <TagsInput
            label={t('preqa_field_approvers')}
            description={t('preqa_field_approvers_help')}
            required
            value={draft.approver_emails}
            error={fieldError('approver_emails')}
            onChange={(value) => set({ approver_emails: value })}
          />
          <TextInput
            label={t('preqa_field_survey')}
            inputMode="numeric"
            maw={280}
            value={draft.survey_id}
            error={fieldError('survey_id')}
            onChange={(e) => set({ survey_id: e.currentTarget.value.replace(/\D/g, '') })}
          />
          <Checkbox
            label={t('preqa_field_publish')}
            checked={draft.is_publish}
            onChange={(e) => set({ is_publish: e.currentTarget.checked })}
          />
        </Stack>
      </Paper>
      <Title order={2} size="h3">
        {t('preqa_sections')}
      </Title>
      {draft.sections.map((section, i) => (
        <SectionEditor
          key={i}
          t={t}
          index={i}
          section={section}
          onChange={(next) => setSections(draft.sections.map((o, j) => (j === i ? next : o)))}
          onRemove={
            draft.sections.length > 1
              ? () => setSections(draft.sections.filter((_, j) => j !== i))
              : null
          }
        />
      ))}
      <Group justify="space-between">
        <Button variant="light" onClick={() => setSections([...draft.sections, emptySection()])}>
          {t('preqa_add_section')}
        </Button>
        <Button loading={save.isPending} onClick={() => void submit()}>
          {t('preqa_save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /dashboard/public-request-form/new and /{id}: the request form's editor. */
export function RequestFormEditPage() {
  const params = useParams();
  const id = params.id && params.id !== 'new' ? Number(params.id) : null;
  const query = useAdminRequestForm(id);
  const [fresh] = useState(emptyForm);
  const initial = id === null ? fresh : query.data ? draftOf(query.data) : null;
  return (
    <PageContainer>
      {initial ? <Editor key={id ?? 'new'} id={id} initial={initial} /> : <Skeleton h={400} />}
    </PageContainer>
  );
}
