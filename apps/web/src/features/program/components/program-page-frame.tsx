import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProgramDetail } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { CardsSkeleton, DetailError } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import type { useProgram } from '../api/get-program';
import { programSegment, type ProgramKind } from '../program-kinds';
import { programMessages } from '../program-messages';
import { ProgramHeader } from './program-header';

/**
 * A program's page around its tabs: loading, not found, then the breadcrumb (the kind's list),
 * the header with progress, deadline and the enrol panel, and the tabs the page passes.
 */
export function ProgramPageFrame(props: {
  kind: ProgramKind;
  id: number;
  query: ReturnType<typeof useProgram>;
  children: (program: ProgramDetail) => ReactNode;
}) {
  const { t } = useFeatureTranslation(programMessages);
  const { query, kind } = props;
  if (query.isPending && Number.isInteger(props.id) && props.id > 0)
    return (
      <PageContainer>
        <CardsSkeleton count={2} />
      </PageContainer>
    );
  if (!query.data)
    return (
      <PageContainer>
        <DetailError error={query.error} />
      </PageContainer>
    );
  const program = query.data;
  return (
    <PageContainer>
      <Stack gap="xl" data-program-kind={kind}>
        <Breadcrumbs
          aria-label={t('program_breadcrumb')}
          separatorMargin={6}
          style={{ flexWrap: 'wrap' }}
        >
          <Anchor component={Link} to={`/${programSegment(kind)}`} size="sm">
            {t(`program_kind_${kind}`)}
          </Anchor>
          <Text size="sm" aria-current="page" lineClamp={1}>
            {program.title}
          </Text>
        </Breadcrumbs>
        <ProgramHeader kind={kind} program={program} />
        {props.children(program)}
      </Stack>
    </PageContainer>
  );
}
