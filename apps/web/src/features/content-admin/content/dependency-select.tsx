import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useAdminContent } from './api/get-admin-content';
import { kindLabel } from './kind-label';

/**
 * The content a learner completes before enrolling (dependency_id): any content, searched on the
 * server by code or title; the chosen one keeps its label while other searches run.
 */
export function DependencySelect(props: {
  label: string;
  help: string;
  language: string;
  none: string;
  value: string;
  valueLabel: string;
  error?: string;
  onChange: (id: string, label: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useAdminContent({ page: 1, search: debounced || undefined });
  const data = (found.data?.results ?? []).map((row) => ({
    value: String(row.id),
    label: `${row.code} · ${props.language === 'th' && row.title_th ? row.title_th : row.title_en} (${kindLabel(row.kind, props.language)})`,
  }));
  if (props.value && !data.some((d) => d.value === props.value))
    data.unshift({ value: props.value, label: props.valueLabel || props.value });
  return (
    <Select
      label={props.label}
      description={props.help}
      name="dependency_id"
      data={data}
      value={props.value || null}
      onChange={(value, option) => props.onChange(value ?? '', option?.label ?? '')}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      placeholder={props.none}
      error={props.error}
      searchable
      clearable
    />
  );
}
