import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { learningMessages } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCertificates } from '../api/get-certificates';
import { useLibrary } from '../api/get-library';
import { certificateMessages } from '../certificate-messages';
import { libraryMessages } from '../library-messages';

/** One number of the summary, opening the library part it counts. */
function Tile(props: { label: string; value: number | undefined; to: string; testId: string }) {
  return (
    <UnstyledButton component={Link} to={props.to} data-testid={props.testId}>
      <Paper withBorder radius="md" p="md" h="100%">
        <Text size="sm" c="dimmed">
          {props.label}
        </Text>
        {props.value === undefined ? (
          <Skeleton height={32} width={48} mt={4} />
        ) : (
          <Text fz={28} fw={700} lh={1.2}>
            {props.value}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}

/**
 * The learner's library in four numbers (to do, in progress, completed, certificates), each a
 * link to that part of My library. One library call (its group counts do not depend on the
 * group asked for) and one certificate page.
 */
export function LibrarySummary() {
  const { t } = useFeatureTranslation(learningMessages);
  const { t: tl } = useFeatureTranslation(libraryMessages);
  const { t: tc } = useFeatureTranslation(certificateMessages);
  const library = useLibrary({ page: 1, group: 'doing', page_size: 4 });
  const certificates = useCertificates(1);
  const counts = library.data?.group_count;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label={tl('summary_label')}>
      <Tile
        label={t('group_to_do')}
        value={counts?.to_do}
        to="/profile/library?group=to_do"
        testId="summary-to-do"
      />
      <Tile
        label={t('group_doing')}
        value={counts?.doing}
        to="/profile/library?group=doing"
        testId="summary-doing"
      />
      <Tile
        label={t('group_done')}
        value={counts?.done}
        to="/profile/library?group=done"
        testId="summary-done"
      />
      <Tile
        label={tc('library_tab_certificate')}
        value={certificates.data?.count}
        to="/profile/library/certificate"
        testId="summary-certificates"
      />
    </SimpleGrid>
  );
}
