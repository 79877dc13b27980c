import { useState } from 'react';
import { Button, Fieldset, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { OnboardAutoAssignInputSchema } from '@portal/shared';
import { FormError } from '@/components/form-error';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage, translateKey } from '@/i18n/messages';
import { useAssigneeOptions } from './api/assignments';
import { useOnboardAutoAssign, useSaveOnboardAutoAssign } from './api/onboard-auto-assign';
import { assignmentMessages } from './assignment-messages';

/**
 * On the onboarding editor: assign the program to each new member of a group, due a number of
 * days after joining. Shown to administrators who manage enrolments (the rule's read answers
 * 403 to others, and the form is then left out).
 */
export function OnboardAutoAssignForm(props: { programId: number }) {
  const { t } = useFeatureTranslation(assignmentMessages);
  const current = useOnboardAutoAssign(props.programId);
  if (!current.data) return null;
  const rule = current.data.rule;
  return (
    <RuleForm
      key={rule ? `${rule.group_id}-${rule.deadline_days}` : 'none'}
      programId={props.programId}
      initial={rule}
      legend={t('auto_title')}
    />
  );
}

function RuleForm(props: {
  programId: number;
  initial: { group_id: number; group_name: string; deadline_days: number } | null;
  legend: string;
}) {
  const { t } = useFeatureTranslation(assignmentMessages);
  const save = useSaveOnboardAutoAssign(props.programId);
  const [groupId, setGroupId] = useState(props.initial ? String(props.initial.group_id) : '');
  const [days, setDays] = useState<number | string>(props.initial?.deadline_days ?? 30);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const groups = useAssigneeOptions('group', debounced);
  const data = (groups.data?.results ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  if (props.initial && !data.some((d) => d.value === groupId))
    data.unshift({ value: String(props.initial.group_id), label: props.initial.group_name });
  const done = (message: string) =>
    notify({ color: 'teal', message, closeButtonProps: { 'aria-label': t('close') } });

  const handleSave = () => {
    setError(null);
    const parsed = OnboardAutoAssignInputSchema.safeParse({
      group_id: Number(groupId),
      deadline_days: typeof days === 'number' ? days : Number(days),
    });
    if (!parsed.success) {
      setError(translateKey(t, parsed.error.issues[0]?.message ?? 'invalid_value'));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => done(t('auto_saved')),
      onError: (failure) => setError(errorMessage(t, failure)),
    });
  };
  const handleClear = () =>
    save.mutate(null, {
      onSuccess: () => done(t('auto_cleared')),
      onError: (failure) => setError(errorMessage(t, failure)),
    });

  return (
    <Fieldset legend={props.legend}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('auto_intro')}
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('auto_group')}
            data={data}
            value={groupId || null}
            onChange={(value) => setGroupId(value ?? '')}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            searchable
            clearable
            nothingFoundMessage={t('asg_nothing_found')}
            style={{ flex: '1 1 220px' }}
          />
          <NumberInput
            label={t('auto_days')}
            min={1}
            max={3650}
            value={days}
            onChange={setDays}
            style={{ flex: '0 1 160px' }}
          />
        </Group>
        <FormError message={error} />
        <Group gap="sm">
          <Button onClick={handleSave} loading={save.isPending}>
            {t('auto_save')}
          </Button>
          {props.initial && (
            <Button variant="default" onClick={handleClear} disabled={save.isPending}>
              {t('auto_clear')}
            </Button>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
