import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useScormLaunch } from '../api/get-scorm-launch';
import { scormMessages } from '../scorm-messages';
import { ScormFrame } from './scorm-frame';

const idOf = (value: string | null | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : 0;
};

/** /learning-material/scorm/{contentid}?course={id}&slot={id}: one package on its own page. */
export function ScormPage() {
  const { t } = useFeatureTranslation(scormMessages);
  const params = useParams();
  const [search] = useSearchParams();
  const contentId = idOf(params.contentid);
  const courseId = idOf(search.get('course'));
  const slotId = idOf(search.get('slot'));
  // The frame reads the same (cached) answer; the page only takes its title.
  const launch = useScormLaunch({ courseId, slotId, contentId });
  return (
    <PageContainer>
      <Stack gap="sm" py="md">
        {courseId > 0 && (
          <Anchor component={Link} to={`/course/${courseId}/curriculum`} size="sm">
            {`← ${t('scorm_back_to_course')}`}
          </Anchor>
        )}
        {launch.data && (
          <Title order={1} size="h3">
            {launch.data.title}
          </Title>
        )}
        {contentId && courseId && slotId ? (
          <ScormFrame courseId={courseId} slotId={slotId} contentId={contentId} />
        ) : (
          <Alert color="gray" variant="outline" role="alert">
            {t('scorm_missing_slot')}
          </Alert>
        )}
      </Stack>
    </PageContainer>
  );
}
