import { Alert, Button, EmptyState, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BookIcon } from '@/components/icons';
import { learningMessages } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useLibrary } from '../api/get-library';
import { libraryMessages } from '../library-messages';
import { LibraryItemCard } from './library-item-card';
import { LibraryNav } from './library-nav';
import { LibrarySummary } from './library-summary';

/**
 * /profile/library/dashboard (SPEC §2): the library at a glance — the four counts, then what the
 * learner is in the middle of (the latest four in progress), to pick up where they left off.
 */
export function LibraryDashboardPage() {
  useFeatureTranslation(learningMessages);
  const { t } = useFeatureTranslation(libraryMessages);
  const doing = useLibrary({ page: 1, group: 'doing', page_size: 4 });
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('library_overview_title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('library_overview_intro')}
          </Text>
        </div>
        <LibraryNav current="dashboard" />
        <LibrarySummary />
        <section aria-labelledby="library-continue">
          <Title order={2} size="h3" id="library-continue" mb="sm">
            {t('library_overview_continue')}
          </Title>
          {doing.isPending ? (
            <Skeleton height={96} radius="md" />
          ) : doing.isError ? (
            <Alert color="red" variant="outline" role="alert">
              {errorMessage(t, doing.error)}
            </Alert>
          ) : doing.data.results.length === 0 ? (
            <EmptyState
              icon={<BookIcon size={28} />}
              withIndicatorBackground
              title={t('library_overview_nothing')}
              description={t('library_overview_nothing_hint')}
              py="lg"
            >
              <EmptyState.Actions>
                <Button component={Link} to="/course" variant="default">
                  {t('library_browse')}
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          ) : (
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {doing.data.results.map((item) => (
                <li key={item.id}>
                  <LibraryItemCard item={item} />
                </li>
              ))}
            </Stack>
          )}
        </section>
      </Stack>
    </PageContainer>
  );
}
