import { Pagination, Stack, Table, Text } from '@mantine/core';
import type { CompetencyGap, Paged } from '@portal/shared';
import { useContentLanguage } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { competencyMessages } from '../competency-messages';

/** A page of competency gaps (team dashboard and dashboard report), with its pager. */
export function GapTable(props: {
  data: Paged<CompetencyGap> | undefined;
  page: number;
  onPage: (page: number) => void;
  empty: string;
}) {
  const { t } = useFeatureTranslation(competencyMessages);
  const language = useContentLanguage();
  const { data } = props;
  if (!data) return null;
  if (data.total === 0) return <Text c="dimmed">{props.empty}</Text>;
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="gap-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ct_col_name')}</Table.Th>
              <Table.Th>{t('ct_col_department')}</Table.Th>
              <Table.Th>{t('ct_col_position')}</Table.Th>
              <Table.Th>{t('ct_col_competency')}</Table.Th>
              <Table.Th ta="right">{t('ct_col_level')}</Table.Th>
              <Table.Th ta="right">{t('ct_col_required')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.results.map((gap) => (
              <Table.Tr key={`${gap.user_id}-${gap.competency_id}`}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {gap.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {gap.email}
                  </Text>
                </Table.Td>
                <Table.Td>{gap.department}</Table.Td>
                <Table.Td>{gap.position}</Table.Td>
                <Table.Td>{language === 'th' ? gap.competency.th : gap.competency.en}</Table.Td>
                <Table.Td ta="right">{gap.level}</Table.Td>
                <Table.Td ta="right">{gap.required}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination value={props.page} onChange={props.onPage} total={pages} />}
    </Stack>
  );
}
