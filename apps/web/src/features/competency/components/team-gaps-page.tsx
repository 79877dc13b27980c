import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { exportHref, useTeamGaps } from '../api/competency-api';
import { competencyMessages } from '../competency-messages';
import { GapTable } from './gap-table';

/** /team-dashboard/competency: my team's competency gaps, searched, exported to Excel. */
export function TeamGapsPage() {
  const { t } = useFeatureTranslation(competencyMessages);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const filter = { page, search };
  const gaps = useTeamGaps(filter);
  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Title order={1}>{t('ct_title')}</Title>
            <Text c="dimmed">{t('ct_intro')}</Text>
          </div>
          <Group gap="xs">
            <Button component={Link} to="/team-dashboard" variant="default">
              {t('ct_back')}
            </Button>
            <Button
              component="a"
              href={exportHref('competency/team/export', filter)}
              variant="default"
              download
            >
              {t('ct_export')}
            </Button>
          </Group>
        </Group>
        {gaps.error && <Alert color="red">{errorMessage(t, gaps.error)}</Alert>}
        <TextInput
          label={t('ct_search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maw={360}
        />
        <GapTable data={gaps.data} page={page} onPage={setPage} empty={t('ct_empty')} />
      </Stack>
    </PageContainer>
  );
}
