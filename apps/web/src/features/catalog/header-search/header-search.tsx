import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Autocomplete, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSearchParams, useNavigate } from 'react-router';
import type { ContentCard } from '@portal/shared';
import { SearchIcon } from '@/components/icons';
import { contentPath } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useContentSearch } from '../api/search-content';
import { headerSearchMessages } from './header-search-messages';

/** Suggestions shown under the box while typing. */
export const SUGGESTION_COUNT = 6;
/** The value of the last option: search everything for the typed words. */
const ALL = '\u0000all';

/**
 * The header's search box (desktop): suggestions as you type (the first cards of search/,
 * typo-tolerant on the server), a suggestion opens its page, Enter or the last option opens
 * `/search` with the words.
 */
export function HeaderSearch() {
  const { t } = useFeatureTranslation(headerSearchMessages);
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  // Mantine writes the picked option's label into the box after onOptionSubmit; we leave the
  // page instead, so that write is dropped.
  const picked = useRef(false);
  const [typed] = useDebouncedValue(value.trim(), 250);
  const result = useContentSearch(
    { search: typed, page_size: SUGGESTION_COUNT },
    typed.length >= 2,
  );
  const cards = useMemo(
    () => (typed.length >= 2 ? (result.data?.results ?? []) : []),
    [result.data, typed],
  );

  const searchAll = (words: string) => {
    picked.current = true;
    setValue('');
    void navigate({
      pathname: '/search',
      search: createSearchParams({ search: words }).toString(),
    });
  };
  const open = (card: ContentCard) => {
    picked.current = true;
    setValue('');
    void navigate(contentPath(card.content_type.code, card.id));
  };
  const options = [
    ...cards.map((card) => ({ value: String(card.id), label: card.title })),
    ...(typed ? [{ value: ALL, label: t('header_search_all', { search: typed }) }] : []),
  ];

  const labels = new Map(options.map((o) => [o.value, o.label]));

  return (
    <form
      role="search"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (value.trim()) searchAll(value.trim());
      }}
    >
      <Autocomplete
        aria-label={t('header_search_label')}
        placeholder={t('header_search_placeholder')}
        leftSection={<SearchIcon size={16} aria-hidden />}
        value={value}
        onChange={(next) => {
          if (picked.current) picked.current = false;
          else setValue(next);
        }}
        data={options}
        filter={({ options: all }) => all}
        onOptionSubmit={(option) => {
          if (option === ALL) return searchAll(typed);
          const card = cards.find((c) => String(c.id) === option);
          if (card) open(card);
        }}
        renderOption={({ option }) =>
          option.value === ALL ? (
            <Text size="sm" c="blue.8">
              {labels.get(option.value)}
            </Text>
          ) : (
            <Group gap={8} wrap="nowrap" justify="space-between" w="100%">
              <Text size="sm" lineClamp={1}>
                {labels.get(option.value)}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {cards.find((c) => String(c.id) === option.value)?.content_type.name}
              </Text>
            </Group>
          )
        }
        comboboxProps={{ width: 380, position: 'bottom-start' }}
        w={300}
        size="sm"
      />
    </form>
  );
}
