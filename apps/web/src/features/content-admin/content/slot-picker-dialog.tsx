import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AttachableRow } from '@portal/shared';
import { FormError } from '@/components/form-error';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage } from '@/features/dashboard/list';
import { useAttachable } from './api/get-attachable';
import { childKindsOf, type EditableContainer } from './container-kinds';
import { kindLabel, localTitle } from './kind-label';
import { NewCourseForm, type NewCourseTitles } from './new-course-form';
import {
  NEW_LESSON_KINDS,
  NewLessonForm,
  type NewLessonKind,
  type NewLessonRow,
} from './new-lesson-form';
import { outlineMessages } from './outline-messages';

/**
 * Picks existing content for a new slot, of the kinds the container holds: for a course materials
 * of every kind, tests, surveys (SCORM is a material); for a program courses too. Searched and
 * paged on the server; rows already in the container are not offered.
 */
export function SlotPickerDialog(props: {
  kind: EditableContainer;
  /** The dialog's title ("Add a lesson", "Add a step"). */
  title: string;
  opened: boolean;
  taken: ReadonlySet<number>;
  onPick: (row: AttachableRow, isRequired: boolean) => Promise<unknown>;
  /** When given (a program's steps), "New course" makes a draft course as the step. */
  onNewCourse?: (titles: NewCourseTitles, isRequired: boolean) => Promise<unknown>;
  /**
   * When given (a course's lessons), "New article / video / … / survey" opens that kind's create
   * form here; the created row is handed on to be put in the slot (and published when asked).
   */
  onNewLesson?: (
    kind: NewLessonKind,
    row: NewLessonRow,
    choice: { isRequired: boolean; publish: boolean },
  ) => Promise<unknown>;
  onClose: () => void;
}) {
  const [creating, setCreating] = useState(false);
  const [newKind, setNewKind] = useState<NewLessonKind | null>(null);
  const [publishNow, setPublishNow] = useState(true);
  const onNewLesson = props.onNewLesson;
  const onNewCourse = props.onNewCourse;
  const { t, i18n } = useFeatureTranslation(outlineMessages);
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const [required, setRequired] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState<number | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useAttachable(props.kind, kind, debounced, page, props.opened);
  const rows = query.data?.results ?? [];
  const pages = query.data ? Math.max(1, Math.ceil(query.data.count / query.data.page_size)) : 1;

  const handlePick = async (row: AttachableRow) => {
    setError(null);
    setAdding(row.id);
    try {
      await props.onPick(row, required);
    } catch (failure) {
      setError(refusalMessage(t, failure));
    } finally {
      setAdding(null);
    }
  };

  const handleNewLesson = async (kind: NewLessonKind, row: NewLessonRow) => {
    if (!onNewLesson) return;
    setError(null);
    try {
      await onNewLesson(kind, row, { isRequired: required, publish: publishNow });
    } catch (failure) {
      setError(refusalMessage(t, failure));
    }
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size={newKind ? 'xl' : 'lg'}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {newKind && onNewLesson ? (
        <Stack gap="sm">
          <Group gap="lg" wrap="wrap">
            <Checkbox
              label={t('picker_required')}
              checked={required}
              onChange={(event) => setRequired(event.currentTarget.checked)}
            />
            <Checkbox
              label={t('picker_new_publish')}
              description={t('picker_new_publish_help')}
              checked={publishNow}
              onChange={(event) => setPublishNow(event.currentTarget.checked)}
            />
          </Group>
          <FormError message={error} />
          <NewLessonForm
            kind={newKind}
            onCreated={(row) => void handleNewLesson(newKind, row)}
            onCancel={() => {
              setError(null);
              setNewKind(null);
            }}
          />
        </Stack>
      ) : creating && onNewCourse ? (
        <Stack gap="sm">
          <Checkbox
            label={t('picker_required')}
            checked={required}
            onChange={(event) => setRequired(event.currentTarget.checked)}
          />
          <NewCourseForm
            onCreate={(titles) => onNewCourse(titles, required)}
            onCancel={() => setCreating(false)}
          />
        </Stack>
      ) : (
        <Stack gap="sm">
          {onNewLesson && (
            <Stack gap={6} component="section" aria-labelledby="new-lesson-heading">
              <Text fw={600} size="sm" id="new-lesson-heading">
                {t('picker_new_heading')}
              </Text>
              <Group gap="xs" wrap="wrap">
                {NEW_LESSON_KINDS.map((kind) => (
                  <Button
                    key={kind}
                    size="compact-sm"
                    variant="light"
                    onClick={() => {
                      setError(null);
                      setNewKind(kind);
                    }}
                  >
                    + {t(`picker_new_${kind}`)}
                  </Button>
                ))}
              </Group>
              <Text fw={600} size="sm" mt="xs">
                {t('picker_new_existing')}
              </Text>
            </Stack>
          )}
          {onNewCourse && (
            <Button
              variant="light"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setCreating(true)}
            >
              + {t('picker_new_course')}
            </Button>
          )}
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('picker_search')}
              description={t('picker_search_help')}
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              style={{ flex: '1 1 220px' }}
              data-autofocus
            />
            <NativeSelect
              label={t('picker_kind')}
              value={kind}
              data={[
                { value: '', label: t('picker_all') },
                ...childKindsOf(props.kind).map((k) => ({
                  value: k,
                  label: kindLabel(k, i18n.language),
                })),
              ]}
              onChange={(event) => {
                setKind(event.currentTarget.value);
                setPage(1);
              }}
              style={{ flex: '1 1 140px' }}
            />
          </Group>
          <Checkbox
            label={t('picker_required')}
            checked={required}
            onChange={(event) => setRequired(event.currentTarget.checked)}
          />
          <FormError message={error} />
          <Stack gap={6} role="list" aria-label={props.title} aria-busy={query.isFetching}>
            {query.isSuccess && rows.length === 0 && <Text c="dimmed">{t('picker_empty')}</Text>}
            {rows.map((row) => {
              const title = localTitle(row, i18n.language);
              return (
                <Group
                  key={row.id}
                  role="listitem"
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  py={6}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {title}
                    </Text>
                    <Group gap={6}>
                      <Badge size="sm" variant="outline" color="gray.8">
                        {kindLabel(row.kind, i18n.language)}
                      </Badge>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {row.code}
                      </Text>
                    </Group>
                  </Stack>
                  <Button
                    size="compact-sm"
                    variant="light"
                    disabled={props.taken.has(row.id)}
                    loading={adding === row.id}
                    aria-label={t('picker_add_of', { name: title })}
                    onClick={() => void handlePick(row)}
                  >
                    {t('picker_add')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} size="sm" siblings={0} />
          )}
        </Stack>
      )}
    </Modal>
  );
}
