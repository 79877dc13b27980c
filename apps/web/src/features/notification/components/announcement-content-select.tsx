import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ContentOption, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { announcementMessages } from '../announcement-messages';

/**
 * The announcement's content audience: a content searched on the server by code or title (its
 * English or Thai title), shown as "code · title" in the admin's language.
 */
export function AnnouncementContentSelect(props: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useFeatureTranslation(announcementMessages);
  const language = useContentLanguage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [label, setLabel] = useState('');
  // Once a content is chosen the box shows its label: that is not a new search.
  const query = debounced === label ? '' : debounced;
  const options = useQuery({
    queryKey: ['announcement', 'content', language, query],
    queryFn: ({ signal }) =>
      api.get<Paged<ContentOption>>('dashboard/announcement/content', {
        query: { page_size: 30, search: query || undefined },
        signal,
        cancelPrevious: false,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const results = options.data?.results;
  const data = useMemo(() => {
    const list = (results ?? []).map((o) => ({
      value: String(o.id),
      label: `${o.code} · ${o.name}`,
    }));
    if (props.value && !list.some((d) => d.value === props.value))
      list.unshift({ value: props.value, label: label || props.value });
    return list;
  }, [results, props.value, label]);
  return (
    <Select
      label={t('ann_content_pick')}
      description={t('ann_content_search')}
      placeholder={t('ann_content_placeholder')}
      name="content_id"
      required
      searchable
      clearable
      data={data}
      value={props.value}
      onChange={(value, option) => {
        setLabel(option?.label ?? '');
        props.onChange(value);
      }}
      onSearchChange={setSearch}
      // The server has searched already (both titles and the code).
      filter={({ options: items }) => items}
      nothingFoundMessage={options.isFetching ? t('ann_content_searching') : t('ann_content_none')}
      comboboxProps={{ withinPortal: true }}
      data-testid="announcement-content"
    />
  );
}
