import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { dashboardListMessages } from '@/features/dashboard/list';
import { useContentOption, useContentOptions } from './api/get-content-options';
import { resultsMessages } from './results-messages';

/**
 * Picks one content (published or not) for a list filter, searched on the server by code or
 * title; clearing it means all content. The chosen id lives in the URL.
 */
export function ContentFilter(props: {
  value: string;
  onChange: (value: string) => void;
  /** Content kinds to offer (`test`); all kinds when empty. */
  kind?: string;
  label?: string;
}) {
  const { t } = useFeatureTranslation(resultsMessages);
  useFeatureTranslation(dashboardListMessages);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const options = useContentOptions(props.kind ?? '', debounced);
  const chosen = useContentOption(props.value);
  const data = (options.data?.results ?? []).map((o) => ({
    value: String(o.id),
    label: `${o.code} · ${o.name}`,
  }));
  if (props.value && !data.some((o) => o.value === props.value))
    data.unshift({
      value: props.value,
      label: chosen.data ? `${chosen.data.code} · ${chosen.data.name}` : props.value,
    });
  return (
    <Select
      label={props.label ?? t('results_filter_content')}
      placeholder={t('dlist_filter_all')}
      description={t('results_filter_content_search')}
      name="content"
      searchable
      clearable
      data={data}
      value={props.value || null}
      onChange={(value) => props.onChange(value ?? '')}
      onSearchChange={setSearch}
      filter={({ options: items }) => items}
      nothingFoundMessage={t('dlist_empty')}
      comboboxProps={{ withinPortal: true }}
      style={{ flex: '2 1 240px', minWidth: 200 }}
    />
  );
}
