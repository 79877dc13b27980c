import { useEffect } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import type { TestInfo } from '@portal/shared';
import { isApiError } from '@/api';
import { PageContainer } from '@/components/page-container';
import { useAttemptSection } from '../api/get-attempt-section';
import { useTest } from '../api/get-test';
import { assessmentPaths } from '../paths';
import { idParam, useAssessmentTranslation } from '../use-assessment-translation';
import { NotFoundState, QueryState } from '@/components/query-state';
import { SectionForm } from './section-form';

function OpenSection(props: { info: TestInfo; attemptId: number; sectionId: number }) {
  const navigate = useNavigate();
  const { info, attemptId, sectionId } = props;
  const query = useAttemptSection({ testId: info.id, attemptId, sectionId });
  // 409: the attempt was submitted (time up, or another tab): its result is what is left.
  const closed = isApiError(query.error, 409);
  useEffect(() => {
    if (closed)
      void navigate(assessmentPaths.result(info.id, sectionId, attemptId), { replace: true });
  }, [closed, navigate, info.id, sectionId, attemptId]);
  if (query.data)
    return <SectionForm key={`${attemptId}-${sectionId}`} info={info} section={query.data} />;
  return <QueryState error={closed ? null : query.error} isLoading={query.isLoading || closed} />;
}

function NoOpenAttempt(props: { info: TestInfo }) {
  const { t } = useAssessmentTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="gray" variant="outline" role="alert" w="100%">
        {t('no_open_attempt')}
      </Alert>
      <Anchor component={Link} to={assessmentPaths.test(props.info.id)} fw={600}>
        {t('back_to_test')}
      </Anchor>
    </Stack>
  );
}

/** /test/{testid}/section/{sectionid}: the section's questions in the open attempt. */
export function TestSectionPage() {
  const params = useParams();
  const testId = idParam(params.testid);
  const sectionId = idParam(params.sectionid);
  const test = useTest(testId);
  const info = test.data;
  const known = info?.sections.some((s) => s.id === sectionId) ?? false;
  return (
    <PageContainer narrow>
      {testId === 0 || sectionId === 0 || (info && !known) ? (
        <NotFoundState />
      ) : !info ? (
        <QueryState error={test.error} isLoading={test.isLoading} />
      ) : info.open_attempt ? (
        <OpenSection info={info} attemptId={info.open_attempt.id} sectionId={sectionId} />
      ) : (
        <NoOpenAttempt info={info} />
      )}
    </PageContainer>
  );
}
