import { useState } from 'react';
import { Link } from 'react-router';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AdminSection, AdminSlot } from '@portal/shared';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage } from '@/features/dashboard/list';
import { useAddSection } from './api/add-section';
import { useAddNewCourse } from './api/add-new-course';
import { useAddSlot } from './api/add-slot';
import { publishMaterial } from './api/save-material';
import { publishAuthored } from '../authoring/api/publish-authored';
import { useDeleteSection } from './api/delete-section';
import { useDeleteSlot } from './api/delete-slot';
import { useMoveSection } from './api/move-section';
import { useMoveSlot } from './api/move-slot';
import { useUpdateSection } from './api/update-section';
import { useUpdateSlot } from './api/update-slot';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import type { AdminContainer, EditableContainer } from './container-kinds';
import { useContainerLabels } from './container-labels';
import { contentMessages } from './content-messages';
import { kindLabel, localTitle } from './kind-label';
import { outlineMessages } from './outline-messages';
import { SectionNameDialog } from './section-name-dialog';
import type { NewLessonKind } from './new-lesson-form';
import { SlotPickerDialog } from './slot-picker-dialog';

/**
 * Publishes a lesson just made in the picker; false when the server refuses (a test or survey
 * without questions stays a draft, and the lesson is still added).
 */
async function publishNew(kind: NewLessonKind, id: number): Promise<boolean> {
  try {
    if (kind === 'test' || kind === 'survey') await publishAuthored(kind, id, true);
    else await publishMaterial(id, true);
    return true;
  } catch {
    return false;
  }
}

type Removing = { kind: 'section'; row: AdminSection } | { kind: 'slot'; row: AdminSlot };

/** Up and down buttons of one row; the first cannot go up, the last cannot go down. */
function MoveButtons(props: {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (direction: 'up' | 'down') => void;
}) {
  const { t } = useFeatureTranslation(outlineMessages);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        disabled={props.first}
        aria-label={t('outline_move_up_of', { name: props.name })}
        onClick={() => props.onMove('up')}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="default"
        disabled={props.last}
        aria-label={t('outline_move_down_of', { name: props.name })}
        onClick={() => props.onMove('down')}
      >
        ↓
      </ActionIcon>
    </Group>
  );
}

/**
 * The sections and slots of a course or a program (its steps): add, rename, reorder, delete;
 * slots picked from the content the kind holds.
 */
export function CourseOutline(props: { kind: EditableContainer; course: AdminContainer }) {
  const { t, i18n } = useFeatureTranslation(outlineMessages);
  useFeatureTranslation(contentMessages);
  const label = useContainerLabels(props.kind).outline;
  const { course, kind } = props;
  const ref = { kind, id: course.id };
  const lang = i18n.language;
  const [naming, setNaming] = useState<AdminSection | 'new' | null>(null);
  const [picking, setPicking] = useState<AdminSection | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const addSection = useAddSection(ref);
  const updateSection = useUpdateSection(ref);
  const deleteSection = useDeleteSection(ref);
  const moveSection = useMoveSection(ref);
  const addSlot = useAddSlot(ref);
  const addNewCourse = useAddNewCourse(ref);
  const updateSlot = useUpdateSlot(ref);
  const deleteSlot = useDeleteSlot(ref);
  const moveSlot = useMoveSlot(ref);
  const taken = new Set(course.section_list.flatMap((s) => s.slot_list.map((x) => x.child_id)));
  const sectionName = (s: AdminSection) => (lang === 'th' && s.name_th ? s.name_th : s.name_en);
  const onError = (error: unknown) =>
    notify({
      color: 'red',
      message: refusalMessage(t, error),
      closeButtonProps: { 'aria-label': t('close') },
    });

  const handleRemove = () => {
    if (!removing) return Promise.resolve();
    return removing.kind === 'section'
      ? deleteSection.mutateAsync(removing.row.id)
      : deleteSlot.mutateAsync(removing.row.id);
  };
  const removingName = !removing
    ? ''
    : removing.kind === 'section'
      ? sectionName(removing.row)
      : localTitle(removing.row, lang);

  return (
    <Stack gap="md" component="section" aria-labelledby="outline-title">
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={2} id="outline-title">
            {label('outline_title')}
          </Title>
          <Text c="dimmed" size="sm">
            {label('outline_intro')}
          </Text>
        </div>
        <Button variant="light" onClick={() => setNaming('new')}>
          {t('outline_add_section')}
        </Button>
      </Group>
      {course.section_list.length === 0 && <Text c="dimmed">{label('outline_empty')}</Text>}
      {course.section_list.map((section, index) => {
        const name = sectionName(section);
        return (
          <Card
            key={section.id}
            withBorder
            radius="md"
            padding="sm"
            aria-label={name}
            component="article"
          >
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={700} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {name}
                </Text>
                <Group gap="xs" wrap="wrap">
                  <MoveButtons
                    name={name}
                    first={index === 0}
                    last={index === course.section_list.length - 1}
                    onMove={(direction) =>
                      moveSection.mutate({ id: section.id, direction }, { onError })
                    }
                  />
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={t('outline_rename_of', { name })}
                    onClick={() => setNaming(section)}
                  >
                    {t('outline_rename')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    aria-label={t('outline_delete_section_of', { name })}
                    onClick={() => setRemoving({ kind: 'section', row: section })}
                  >
                    {t('outline_delete_section')}
                  </Button>
                </Group>
              </Group>
              {section.slot_list.length === 0 && (
                <Text size="sm" c="dimmed">
                  {label('outline_section_empty')}
                </Text>
              )}
              <Stack gap={4} role="list" aria-label={name}>
                {section.slot_list.map((slot, at) => {
                  const title = localTitle(slot, lang);
                  return (
                    <Group
                      key={slot.id}
                      role="listitem"
                      justify="space-between"
                      gap="xs"
                      wrap="wrap"
                      py={6}
                      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                    >
                      <Group gap="xs" style={{ minWidth: 0, flex: '1 1 200px' }} wrap="nowrap">
                        <Badge size="sm" variant="outline" color="gray.8" style={{ flexShrink: 0 }}>
                          {kindLabel(slot.kind, lang)}
                        </Badge>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {title}
                        </Text>
                      </Group>
                      {kind !== 'course' && slot.kind === 'course' && (
                        <Anchor
                          component={Link}
                          to={`/content/course/${slot.child_id}`}
                          size="sm"
                          aria-label={t('outline_edit_course_of', { name: title })}
                        >
                          {t('outline_edit_course')}
                        </Anchor>
                      )}
                      <Group gap="xs" wrap="nowrap">
                        <Checkbox
                          label={t('outline_required')}
                          aria-label={t('outline_required_of', { name: title })}
                          checked={slot.is_required}
                          onChange={(event) =>
                            updateSlot.mutate(
                              {
                                slotId: slot.id,
                                body: { is_required: event.currentTarget.checked },
                              },
                              { onError },
                            )
                          }
                        />
                        <MoveButtons
                          name={title}
                          first={at === 0}
                          last={at === section.slot_list.length - 1}
                          onMove={(direction) =>
                            moveSlot.mutate({ id: slot.id, direction }, { onError })
                          }
                        />
                        <Button
                          size="compact-sm"
                          variant="outline"
                          color="red.9"
                          aria-label={t('outline_remove_of', { name: title })}
                          onClick={() => setRemoving({ kind: 'slot', row: slot })}
                        >
                          {t('outline_remove')}
                        </Button>
                      </Group>
                    </Group>
                  );
                })}
              </Stack>
              <Group>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={label('outline_add_slot_to', { name })}
                  onClick={() => setPicking(section)}
                >
                  + {label('outline_add_slot')}
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
      {naming !== null && (
        <SectionNameDialog
          opened
          title={naming === 'new' ? t('outline_add_section') : t('outline_rename')}
          initial={
            naming === 'new'
              ? { name_en: '', name_th: '', sort: course.section_list.length }
              : { name_en: naming.name_en, name_th: naming.name_th, sort: naming.sort }
          }
          onSave={(body) =>
            naming === 'new'
              ? addSection.mutateAsync(body)
              : updateSection.mutateAsync({ sectionId: naming.id, body })
          }
          onClose={() => setNaming(null)}
        />
      )}
      <SlotPickerDialog
        key={picking?.id ?? 'closed'}
        kind={kind}
        title={label('picker_title')}
        opened={picking !== null}
        taken={taken}
        onPick={async (row, isRequired) => {
          if (!picking) return;
          await addSlot.mutateAsync({
            sectionId: picking.id,
            body: { child_id: row.id, is_required: isRequired, sort: picking.slot_list.length },
          });
          notify({
            color: 'teal',
            message: t('picker_added', { name: localTitle(row, lang) }),
            closeButtonProps: { 'aria-label': t('close') },
          });
        }}
        onNewLesson={
          kind === 'course'
            ? async (childKind, row, choice) => {
                if (!picking) return;
                const published = choice.publish && (await publishNew(childKind, row.id));
                await addSlot.mutateAsync({
                  sectionId: picking.id,
                  body: {
                    child_id: row.id,
                    is_required: choice.isRequired,
                    sort: picking.slot_list.length,
                  },
                });
                setPicking(null);
                notify({
                  color: 'teal',
                  message: t(published ? 'picker_new_added' : 'picker_new_added_draft', {
                    name: localTitle(row, lang),
                  }),
                  closeButtonProps: { 'aria-label': t('close') },
                });
              }
            : undefined
        }
        onNewCourse={
          kind === 'course'
            ? undefined
            : async (titles, isRequired) => {
                if (!picking) return;
                await addNewCourse.mutateAsync({
                  sectionId: picking.id,
                  body: { ...titles, is_required: isRequired, sort: picking.slot_list.length },
                });
                setPicking(null);
                notify({
                  color: 'teal',
                  message: t('picker_new_course_added', { name: localTitle(titles, lang) }),
                  closeButtonProps: { 'aria-label': t('close') },
                });
              }
        }
        onClose={() => setPicking(null)}
      />
      <ConfirmDeleteDialog
        opened={removing !== null}
        title={removing?.kind === 'section' ? t('outline_delete_section') : t('outline_remove')}
        body={
          removing?.kind === 'section'
            ? label('outline_delete_section_body', { name: removingName })
            : label('outline_remove_body', { name: removingName })
        }
        onConfirm={handleRemove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
