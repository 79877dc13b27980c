import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Pagination,
  Paper,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { ActivityInput, AdminActivity } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { activityMessages } from './activity-messages';
import { useAdminActivities, useAdminActivity, useSaveActivity } from './api';
import { ApprovalQueue } from './approval-queue-page';

type ItemDraft = ActivityInput['item_list'][number];
const blankItem = (): ItemDraft => ({
  title_en: '',
  title_th: '',
  desc_en: '',
  desc_th: '',
  needs_approval: false,
});

function draftOf(activity: AdminActivity | undefined): ActivityInput {
  if (!activity)
    return {
      code: '',
      title_en: '',
      title_th: '',
      desc_en: '',
      desc_th: '',
      is_publish: false,
      item_list: [blankItem()],
    };
  const { id: _id, ...rest } = activity;
  return rest;
}

/** The activity form: fields in English and Thai, the checklist items. */
function ActivityForm(props: { activity?: AdminActivity; onDone: () => void }) {
  const { t } = useFeatureTranslation(activityMessages);
  const save = useSaveActivity(props.activity?.id ?? null);
  const [draft, setDraft] = useState<ActivityInput>(() => draftOf(props.activity));
  const set = (patch: Partial<ActivityInput>) => setDraft((d) => ({ ...d, ...patch }));
  const setItem = (index: number, patch: Partial<ItemDraft>) =>
    set({
      item_list: draft.item_list.map((item, i) => (i === index ? { ...item, ...patch } : item)),
    });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, { onSuccess: props.onDone });
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('act_admin_code')}
          required
          value={draft.code}
          onChange={(e) => set({ code: e.currentTarget.value })}
        />
        <TextInput
          label={t('act_admin_title_en')}
          required
          value={draft.title_en}
          onChange={(e) => set({ title_en: e.currentTarget.value })}
        />
        <TextInput
          label={t('act_admin_title_th')}
          value={draft.title_th}
          onChange={(e) => set({ title_th: e.currentTarget.value })}
        />
        <Textarea
          label={t('act_admin_desc_en')}
          autosize
          minRows={2}
          value={draft.desc_en}
          onChange={(e) => set({ desc_en: e.currentTarget.value })}
        />
        <Textarea
          label={t('act_admin_desc_th')}
          autosize
          minRows={2}
          value={draft.desc_th}
          onChange={(e) => set({ desc_th: e.currentTarget.value })}
        />
        <Switch
          label={t('act_admin_publish')}
          checked={draft.is_publish}
          onChange={(e) => set({ is_publish: e.currentTarget.checked })}
        />
        <Title order={3} size="h5">
          {t('act_admin_checklist')}
        </Title>
        {draft.item_list.map((item, index) => (
          <Paper key={item.id ?? `new-${index}`} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('act_admin_item_en')}
                  required
                  value={item.title_en}
                  onChange={(e) => setItem(index, { title_en: e.currentTarget.value })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('act_admin_remove_item', { number: index + 1 })}
                  disabled={draft.item_list.length === 1}
                  onClick={() => set({ item_list: draft.item_list.filter((_, i) => i !== index) })}
                >
                  ×
                </ActionIcon>
              </Group>
              <TextInput
                label={t('act_admin_item_th')}
                value={item.title_th}
                onChange={(e) => setItem(index, { title_th: e.currentTarget.value })}
              />
              <Checkbox
                label={t('act_admin_item_approval')}
                checked={item.needs_approval}
                onChange={(e) => setItem(index, { needs_approval: e.currentTarget.checked })}
              />
            </Stack>
          </Paper>
        ))}
        <div>
          <Button
            variant="default"
            onClick={() => set({ item_list: [...draft.item_list, blankItem()] })}
          >
            {t('act_admin_add_item')}
          </Button>
        </div>
        {save.error && (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('act_admin_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EditModal(props: { id: number | 'new' | null; onClose: () => void }) {
  const { t } = useFeatureTranslation(activityMessages);
  const existing = useAdminActivity(typeof props.id === 'number' ? props.id : null);
  const ready = props.id === 'new' || existing.data !== undefined;
  return (
    <Modal
      opened={props.id !== null}
      onClose={props.onClose}
      title={props.id === 'new' ? t('act_admin_new') : t('act_admin_edit')}
      size="lg"
    >
      {ready && props.id !== null && (
        <ActivityForm
          key={String(props.id)}
          activity={props.id === 'new' ? undefined : existing.data}
          onDone={props.onClose}
        />
      )}
    </Modal>
  );
}

function ActivityList() {
  const { t } = useFeatureTranslation(activityMessages);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const query = useAdminActivities(page);
  const rows = query.data?.results ?? [];
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>{t('act_admin_new')}</Button>
      </Group>
      {query.data && rows.length === 0 ? (
        <Text c="dimmed">{t('act_admin_empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text fw={600}>{row.title}</Text>
                    <Text size="xs" c="dimmed">
                      {row.code} · {t('act_admin_items', { count: row.item_count })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={row.is_publish ? 'teal' : 'gray'}>
                      {t(row.is_publish ? 'act_admin_published' : 'act_admin_draft')}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button size="xs" variant="default" onClick={() => setEditing(row.id)}>
                      {t('act_admin_edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(query.data?.count ?? 0) > rows.length && (
        <Pagination
          value={page}
          onChange={setPage}
          total={Math.ceil((query.data?.count ?? 0) / Math.max(rows.length, 1))}
        />
      )}
      <EditModal id={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

/** /dashboard/activity: activities and their checklists; the approval requests. */
export function ActivityAdminPage() {
  const { t } = useFeatureTranslation(activityMessages);
  const [tab, setTab] = useState<string | null>('list');
  return (
    <PageContainer>
      <Stack gap="lg">
        <Title order={1}>{t('act_admin_title')}</Title>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="list">{t('act_admin_title')}</Tabs.Tab>
            <Tabs.Tab value="approval">{t('act_admin_queue')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="list" pt="md">
            <ActivityList />
          </Tabs.Panel>
          <Tabs.Panel value="approval" pt="md">
            <ApprovalQueue />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageContainer>
  );
}
