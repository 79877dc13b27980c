import { useState } from 'react';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { CONTENT_TYPES } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { ContentGrid } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useSuggestions } from '../api/get-suggestions';
import { libraryMessages } from '../library-messages';
import { contentTypeOfPath } from './library-page';
import { LibraryNav } from './library-nav';

/**
 * /profile/library/{contenttypeid}/suggestion (SPEC §2): content of one kind the learner has not
 * enrolled in, started or been given yet, newest first, paged on the server.
 */
export function LibrarySuggestionPage() {
  const { t, i18n } = useFeatureTranslation(libraryMessages);
  const path = useParams().contenttypeid;
  const contentType = contentTypeOfPath(path);
  const [page, setPage] = useState(1);
  const suggestions = useSuggestions(contentType, page);
  const type = CONTENT_TYPES.find((item) => item.code === contentType);
  const kind = type ? (i18n.language === 'th' ? type.name_th : type.name_en) : '';
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {type ? t('suggestion_title', { kind }) : t('library_title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('suggestion_intro')}
          </Text>
        </div>
        <LibraryNav current="content" />
        {contentType ? (
          <>
            <Anchor component={Link} to={`/profile/library/${path ?? ''}`} size="sm">
              ← {t('suggestion_back')}
            </Anchor>
            <ContentGrid query={suggestions} page={page} onPage={setPage} headingOrder={2} />
          </>
        ) : (
          <Alert color="red" variant="outline" role="alert">
            {t('library_unknown_type')}
          </Alert>
        )}
      </Stack>
    </PageContainer>
  );
}
