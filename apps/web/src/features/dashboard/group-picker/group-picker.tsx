import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { Paged } from '@portal/shared';
import { api } from '@/api';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { groupPickerMessages } from './group-picker-messages';

/** A group as forms hold it: its id, and its name to show the choice. */
export interface PickedGroup {
  id: number;
  name: string;
}

/** Groups offered at a time; the rest are found by typing. */
export const GROUP_PICKER_PAGE_SIZE = 20;

/**
 * Chooses groups by name from `dashboard/group/`, searched and paged on the server (one page of
 * matches at a time, never every group), instead of typing group ids. The chosen groups keep
 * their names, so they show while the search shows other groups.
 */
export function GroupPicker(props: {
  label: string;
  description?: string;
  value: PickedGroup[];
  onChange: (groups: PickedGroup[]) => void;
  error?: string;
  /** At most this many groups (1: one group, as a mapping row takes). */
  maxValues?: number;
}) {
  const { t } = useFeatureTranslation(groupPickerMessages);
  // Groups known only by id (a saved form answers ids): their names from dashboard/group/{id}/.
  const unnamed = props.value.filter((g) => !g.name).map((g) => g.id);
  const named = useQueries({
    queries: unnamed.map((id) => ({
      queryKey: ['group-picker', 'one', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<PickedGroup>(`dashboard/group/${id}`, { signal }),
      staleTime: 60_000,
    })),
  });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    queryKey: ['group-picker', debounced],
    queryFn: ({ signal }) =>
      api.get<Paged<PickedGroup>>('dashboard/group', {
        query: { page: 1, page_size: GROUP_PICKER_PAGE_SIZE, search: debounced || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const known = new Map<number, string>();
  for (const g of props.value) known.set(g.id, g.name || `#${g.id}`);
  for (const answer of named) if (answer.data) known.set(answer.data.id, answer.data.name);
  for (const g of found.data?.results ?? []) known.set(g.id, g.name);
  const data = [...known].map(([id, name]) => ({ value: String(id), label: name }));
  const shown = found.data?.results.length ?? 0;
  const more = Math.max(0, (found.data?.count ?? 0) - shown);
  return (
    <MultiSelect
      label={props.label}
      description={
        [props.description, more > 0 ? t('gpick_more', { count: more }) : '']
          .filter(Boolean)
          .join(' ') || undefined
      }
      placeholder={t('gpick_placeholder')}
      searchable
      clearable
      data={data}
      value={props.value.map((g) => String(g.id))}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(ids) =>
        props.onChange(ids.map((id) => ({ id: Number(id), name: known.get(Number(id)) ?? id })))
      }
      nothingFoundMessage={t('gpick_none_found')}
      error={props.error}
      comboboxProps={{ withinPortal: true }}
      hidePickedOptions={false}
      maxValues={props.maxValues}
    />
  );
}
