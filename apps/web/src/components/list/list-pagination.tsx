import { Group, Pagination } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { listMessages } from './list-messages';

/** The pages of a server-paged list; hidden when everything fits on one page. */
export function ListPagination(props: {
  count: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useFeatureTranslation(listMessages);
  const total = Math.max(1, Math.ceil(props.count / Math.max(1, props.pageSize)));
  if (total <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t('list_pagination')}>
      <Pagination
        total={total}
        value={Math.min(props.page, total)}
        onChange={props.onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(page) => ({ 'aria-label': t('list_page_n', { page }) })}
        getControlProps={(control) => {
          switch (control) {
            case 'previous':
              return { 'aria-label': t('list_previous_page') };
            case 'next':
              return { 'aria-label': t('list_next_page') };
            case 'first':
              return { 'aria-label': t('list_first_page') };
            case 'last':
              return { 'aria-label': t('list_last_page') };
          }
        }}
      />
    </Group>
  );
}
