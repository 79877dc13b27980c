import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AssigneeOption } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useAssigneeOptions } from './api/assignments';
import { assignmentMessages } from './assignment-messages';

/**
 * Picks people or groups for an assignment, searched on the server as the administrator types
 * (a portal has far too many accounts to load them all). Chosen ones keep their labels while
 * other searches run.
 */
export function AssigneePicker(props: {
  kind: 'user' | 'group';
  label: string;
  description: string;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const { t } = useFeatureTranslation(assignmentMessages);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const options = useAssigneeOptions(props.kind, debounced);
  const labelOf = (o: AssigneeOption) =>
    props.kind === 'group'
      ? t('asg_group_members', { name: o.name, count: o.member_count })
      : `${o.name} <${o.email}>`;
  const found = options.data?.results ?? [];
  const data = found.map((o) => ({ value: String(o.id), label: labelOf(o) }));
  for (const id of props.value)
    if (!data.some((d) => d.value === String(id)))
      data.push({ value: String(id), label: chosen.get(id) ?? String(id) });

  const handleChange = (values: string[]) => {
    const next = new Map(chosen);
    for (const value of values) {
      const option = found.find((o) => String(o.id) === value);
      if (option) next.set(option.id, labelOf(option));
    }
    setChosen(next);
    props.onChange(values.map(Number));
  };

  return (
    <MultiSelect
      label={props.label}
      description={props.description}
      name={props.kind === 'user' ? 'user_ids' : 'group_ids'}
      searchable
      clearable
      data={data}
      value={props.value.map(String)}
      onChange={handleChange}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched; show what it answered.
      filter={({ options: items }) => items}
      nothingFoundMessage={options.isFetching ? '…' : t('asg_nothing_found')}
      error={props.error}
      comboboxProps={{ withinPortal: true }}
      hidePickedOptions
    />
  );
}
