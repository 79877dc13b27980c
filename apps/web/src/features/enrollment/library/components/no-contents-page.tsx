import { Button, EmptyState } from '@mantine/core';
import { Link } from 'react-router';
import { BookIcon } from '@/components/icons';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { libraryMessages } from '../library-messages';

/**
 * /profile/no-contents (SPEC §2): where a learner lands when a part of their profile has nothing
 * to show (nothing enrolled yet): what it means and the ways on.
 */
export function NoContentsPage() {
  const { t } = useFeatureTranslation(libraryMessages);
  return (
    <PageContainer>
      <EmptyState
        icon={<BookIcon size={28} />}
        withIndicatorBackground
        title={t('no_contents_title')}
        description={t('no_contents_text')}
        py="xl"
        data-testid="no-contents"
      >
        <EmptyState.Actions>
          <Button component={Link} to="/course">
            {t('library_browse')}
          </Button>
          <Button component={Link} to="/profile/library" variant="default">
            {t('overview_link_library')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </PageContainer>
  );
}
