import { useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, Select, Stack, Textarea } from '@mantine/core';
import { notify } from '@/core/notify';
import { apiFieldMessages } from '@/components/field-errors';
import { isApiError } from '@/api';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useContentLanguage } from '@/components/learning';
import { DateField } from '@/components/date-field';
import { useAssign, useAssignable, useTeamMembers } from '../api/team-api';
import { teamMessages } from '../team-messages';

/** The day after a week from now, as a date input value (yyyy-mm-dd). */
function inAWeek(): string {
  return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
}

/** Assign a published course or program to members of my team with a deadline (end of day). */
export function AssignDialog(props: { onClose: () => void }) {
  const { t } = useFeatureTranslation(teamMessages);
  const language = useContentLanguage();
  const [search, setSearch] = useState('');
  const [contentId, setContentId] = useState<string | null>(null);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [deadline, setDeadline] = useState(inAWeek());
  const [note, setNote] = useState('');
  const assignable = useAssignable(search);
  const members = useTeamMembers(1, '');
  const assign = useAssign();
  const fields = assign.error && isApiError(assign.error) ? apiFieldMessages(t, assign.error) : {};

  const submit = () => {
    if (!contentId || userIds.length === 0) return;
    const end = new Date(`${deadline}T23:59:59`);
    assign.mutate(
      {
        content_id: Number(contentId),
        user_ids: userIds.map(Number),
        date_end: end.toISOString(),
        note,
      },
      {
        onSuccess: () => {
          notify({ message: t('team_assign_done', { count: userIds.length }), color: 'teal' });
          props.onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={props.onClose} title={t('team_assign_title')} size="lg">
      <Stack gap="md">
        {assign.error && !Object.values(fields).some(Boolean) && (
          <Alert color="red">{errorMessage(t, assign.error)}</Alert>
        )}
        <Select
          label={t('team_assign_content')}
          placeholder={t('team_assign_content_search')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          value={contentId}
          onChange={setContentId}
          filter={({ options }) => options}
          data={(assignable.data?.results ?? []).map((c) => ({
            value: String(c.id),
            label: `${language === 'th' ? c.title.th || c.title.en : c.title.en} (${t(`team_kind_${c.kind}`)})`,
          }))}
          error={fields.content_id}
          data-testid="assign-content"
        />
        <MultiSelect
          label={t('team_assign_members')}
          value={userIds}
          onChange={setUserIds}
          data={(members.data?.results ?? []).map((m) => ({
            value: String(m.id),
            label: m.name || m.email,
          }))}
          error={fields.user_ids}
          data-testid="assign-members"
        />
        <DateField
          label={t('team_assign_deadline')}
          value={deadline}
          onChange={setDeadline}
          error={fields.date_end}
        />
        <Textarea
          label={t('team_assign_note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={fields.note}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('team_assign_cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={assign.isPending}
            disabled={!contentId || userIds.length === 0 || !deadline}
          >
            {t('team_assign_submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
