import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import { ASSIGNABLE_KINDS, AssignmentInputSchema, type AssignmentInput } from '@portal/shared';
import { isAbortError, isApiError } from '@/api';
import { apiFieldMessages, zodFieldMessages, type FieldMessages } from '@/components/field-errors';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useContentOptions } from '@/features/enrollment/dashboard';
import { LeaveFormWarning } from '@/features/dashboard/components';
import { useCreateAssignment } from './api/assignments';
import { AssigneePicker } from './assignee-picker';
import { assignmentMessages } from './assignment-messages';
import { DateField } from '@/components/date-field';

/** What the form edits: dates as the date inputs give them (YYYY-MM-DD, the admin's day). */
export interface AssignmentFormValues {
  content_id: string;
  user_ids: number[];
  group_ids: number[];
  start: string;
  end: string;
  note: string;
}

/** Today in the browser's time zone as YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The request body: the period runs from the start of the first day to the end of the last
 * one, in the administrator's time zone.
 */
export function assignmentInput(values: AssignmentFormValues): AssignmentInput {
  const at = (day: string, time: string) => {
    const date = new Date(`${day}T${time}`);
    return Number.isNaN(date.getTime()) ? day : date.toISOString();
  };
  return {
    content_id: Number(values.content_id),
    user_ids: values.user_ids,
    group_ids: values.group_ids,
    date_start: at(values.start, '00:00:00'),
    date_end: at(values.end, '23:59:59.999'),
    note: values.note,
  };
}

/** Field messages for the form, checked with the API's own schema (SPEC §5 end after start). */
export function checkAssignment(
  t: (key: string) => string,
  values: AssignmentFormValues,
): FieldMessages {
  const found: FieldMessages = {};
  if (!values.content_id) found.content_id = t('select_course');
  if (!values.start) found.date_start = t('select_start_date');
  if (!values.end) found.date_end = t('select_end_date');
  const parsed = AssignmentInputSchema.safeParse(assignmentInput(values));
  const zod = parsed.success ? {} : zodFieldMessages(t as never, parsed.error);
  return { ...zod, ...found };
}

function CourseSelect(props: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useFeatureTranslation(assignmentMessages);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const options = useContentOptions(ASSIGNABLE_KINDS.join(','), debounced);
  const [label, setLabel] = useState('');
  const data = (options.data?.results ?? []).map((o) => ({
    value: String(o.id),
    // A program says its kind; a course, the usual pick, does not.
    label:
      o.kind === 'course'
        ? `${o.code} · ${o.name}`
        : `${o.code} · ${o.name} (${t(`asg_kind_${o.kind}`)})`,
  }));
  if (props.value && !data.some((d) => d.value === props.value))
    data.unshift({ value: props.value, label: label || props.value });
  return (
    <Select
      label={t('asg_field_content')}
      description={t('asg_field_content_help')}
      name="content_id"
      required
      searchable
      clearable
      data={data}
      value={props.value || null}
      onChange={(value, option) => {
        setLabel(option?.label ?? '');
        props.onChange(value ?? '');
      }}
      onSearchChange={setSearch}
      filter={({ options: items }) => items}
      nothingFoundMessage={t('asg_nothing_found')}
      error={props.error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** /dashboard/assignment/new: a course or a program, people and groups, and the period. */
export function AssignmentCreatePage() {
  const { t } = useFeatureTranslation(assignmentMessages);
  const navigate = useNavigate();
  const create = useCreateAssignment();
  const initial: AssignmentFormValues = {
    content_id: '',
    user_ids: [],
    group_ids: [],
    start: today(),
    end: '',
    note: '',
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const savingRef = useRef(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  const set = <K extends keyof AssignmentFormValues>(key: K, value: AssignmentFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field = key === 'start' ? 'date_start' : key === 'end' ? 'date_end' : key;
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = checkAssignment(t, values);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    savingRef.current = true;
    try {
      const saved = await create.mutateAsync(assignmentInput(values));
      notify({
        color: 'teal',
        closeButtonProps: { 'aria-label': t('close') },
        message: t('asg_created', { count: saved.learner_count }),
      });
      await navigate(`/assignment/${saved.id}`);
    } catch (error) {
      if (isAbortError(error)) return;
      const fields = apiFieldMessages(t, error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        setFailure(isApiError(error, 403) ? t('asg_forbidden') : errorMessage(t, error));
    } finally {
      savingRef.current = false;
    }
  };

  return (
    <PageContainer narrow>
      <LeaveFormWarning dirty={dirty} saving={savingRef} />
      <Stack gap="lg">
        <Anchor component={Link} to="/assignment" size="sm">
          ← {t('asg_back')}
        </Anchor>
        <Title order={1}>{t('asg_create_title')}</Title>
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              {failure && (
                <Alert color="red" variant="outline" role="alert">
                  {failure}
                </Alert>
              )}
              <CourseSelect
                value={values.content_id}
                onChange={(v) => set('content_id', v)}
                error={errors.content_id}
              />
              <AssigneePicker
                kind="user"
                label={t('asg_field_users')}
                description={t('asg_field_users_help')}
                value={values.user_ids}
                onChange={(ids) => set('user_ids', ids)}
                error={errors.user_ids}
              />
              <AssigneePicker
                kind="group"
                label={t('asg_field_groups')}
                description={t('asg_field_groups_help')}
                value={values.group_ids}
                onChange={(ids) => set('group_ids', ids)}
                error={errors.group_ids}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <DateField
                  name="date_start"
                  label={t('asg_field_start')}
                  required
                  value={values.start}
                  onChange={(value) => set('start', value)}
                  error={errors.date_start}
                />
                <DateField
                  name="date_end"
                  label={t('asg_field_end')}
                  required
                  min={values.start || undefined}
                  value={values.end}
                  onChange={(value) => set('end', value)}
                  error={errors.date_end}
                />
              </SimpleGrid>
              <TextInput
                name="note"
                label={t('asg_field_note')}
                description={t('asg_field_note_help')}
                maxLength={200}
                value={values.note}
                onChange={(e) => set('note', e.currentTarget.value)}
                error={errors.note}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => void navigate('/assignment')}>
                  {t('asg_cancel_form')}
                </Button>
                <Button type="submit" loading={create.isPending}>
                  {t('asg_submit')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </form>
      </Stack>
    </PageContainer>
  );
}
