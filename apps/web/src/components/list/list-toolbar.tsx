import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { listMessages } from './list-messages';

export interface ListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  /** Placeholder-like help under the search box. */
  searchDescription?: string;
  ordering?: {
    value: string;
    options: { value: string; label: string }[];
    onChange: (value: string) => void;
  };
  /** Extra controls (filters) shown after the ordering select. */
  children?: ReactNode;
}

/** A search form (submitted with Enter or the button) and an optional ordering select. */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useFeatureTranslation(listMessages);
  const [draft, setDraft] = useState(props.search);
  // The URL is the source of truth: back/forward or a link changes the box too.
  useEffect(() => setDraft(props.search), [props.search]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSearch(draft);
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form role="search" onSubmit={handleSubmit} style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('list_search_label')}
            description={props.searchDescription}
            name="search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit">{t('list_search_button')}</Button>
        </Group>
      </form>
      {props.ordering && (
        <NativeSelect
          label={t('list_sort_label')}
          name="ordering"
          value={props.ordering.value}
          data={props.ordering.options}
          onChange={(event) => props.ordering?.onChange(event.currentTarget.value)}
          style={{ flex: '0 1 200px' }}
        />
      )}
      {props.children}
    </Group>
  );
}
