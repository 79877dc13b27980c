import { useState } from 'react';
import { Alert, Anchor, Skeleton, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useContentLanguage } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { ContentGrid } from '@/features/catalog';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useFlashCardSet, useRelatedFlashCardSets } from '../api/flash-card-api';
import { flashCardMessages } from '../flash-card-messages';

const pick = (language: string, en: string, th: string) => (language === 'th' && th ? th : en);

/** /flash-card/{id}/related (SPEC §2): the other published sets of the set's topic, paged. */
export function FlashCardRelatedPage() {
  const { t } = useFeatureTranslation(flashCardMessages);
  const language = useContentLanguage();
  const id = Number(useParams().flashcardid);
  const [page, setPage] = useState(1);
  const set = useFlashCardSet(id);
  const related = useRelatedFlashCardSets(id, page, language);
  if (set.isError)
    return (
      <PageContainer>
        <Alert color="red" role="alert">
          {errorMessage(t, set.error)}
        </Alert>
      </PageContainer>
    );
  return (
    <PageContainer>
      <Stack gap="md">
        <Anchor component={Link} to={`/flash-card/${id}`} size="sm">
          ← {t('fc_study_this')}
        </Anchor>
        {set.data ? (
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {t('fc_related_title', {
              title: pick(language, set.data.title_en, set.data.title_th),
            })}
          </Title>
        ) : (
          <Skeleton h={32} w="60%" />
        )}
        {related.data && related.data.count === 0 ? (
          <Alert variant="light">{t('fc_related_empty')}</Alert>
        ) : (
          <ContentGrid query={related} page={page} onPage={setPage} headingOrder={2} />
        )}
      </Stack>
    </PageContainer>
  );
}
