import { Alert, Anchor, EmptyState, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isAbortError, isApiError } from '@/api';
import { GridIcon } from '@/components/icons';
// The messages' own file: the list index brings the pagination and toolbar along.
import { listMessages } from '@/components/list/list-messages';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { catalogMessages } from '../catalog-messages';

/** Card-shaped placeholders while a list loads. */
export function CardsSkeleton(props: { count?: number }) {
  const { t } = useFeatureTranslation(listMessages);
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
      spacing="md"
      // A status, so that its name is allowed (a plain div may not carry aria-label).
      role="status"
      aria-busy="true"
      aria-label={t('list_loading')}
    >
      {Array.from({ length: props.count ?? 4 }, (_, i) => (
        <Skeleton key={i} height={280} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** An empty list or tab: a title and one sentence, in the user's language. */
export function EmptyPanel(props: { title: string; description?: string }) {
  return (
    <EmptyState
      icon={<GridIcon size={28} />}
      withIndicatorBackground
      title={props.title}
      description={props.description}
      py="xl"
      data-testid="empty-state"
    />
  );
}

/** A failed load: the server's message key, translated. */
export function LoadError(props: { error: unknown }) {
  const { t } = useFeatureTranslation(catalogMessages);
  if (isAbortError(props.error)) return null;
  return (
    <Alert color="red" variant="outline" role="alert" title={t('catalog_load_failed')}>
      {errorMessage(t, props.error)}
    </Alert>
  );
}

/**
 * A detail page whose id is unknown (the server's 404, or null: an id that is not a number
 * was never asked for) or that failed to load.
 */
export function DetailError(props: { error: unknown }) {
  const { t } = useFeatureTranslation(catalogMessages);
  if (props.error !== null && props.error !== undefined && !isApiError(props.error, 404))
    return <LoadError error={props.error} />;
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1}>{t('catalog_not_found')}</Title>
      <Text c="dimmed">{t('not_found')}</Text>
      <Anchor component={Link} to="/">
        {t('catalog_back_home')}
      </Anchor>
    </Stack>
  );
}

/**
 * What a taxonomy page (category, tag, provider, instructor) shows before its row is in: cards
 * loading while a real id is fetched, else why there is none (404 or the load's error).
 */
export function TaxonomyPageFallback(props: {
  query: { isPending: boolean; error: unknown };
  id: number;
}) {
  return (
    <PageContainer>
      {props.query.isPending && props.id > 0 ? (
        <CardsSkeleton count={2} />
      ) : (
        <DetailError error={props.query.error} />
      )}
    </PageContainer>
  );
}
