import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProgramDetail } from '@portal/shared';
import { ContentImage, formatContentPrice, formatMinutes } from '@/components/learning';
import { CompletionPanel, ContentLabels, EnrollPanel, type EnrollTarget } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { programKeys } from '../api/program-keys';
import { programPath, programSegment, type ProgramKind } from '../program-kinds';
import { programEnrollMessages } from '../program-enroll-messages';
import { programMessages } from '../program-messages';
import { ProgramDeadline, ProgramProgress } from './program-progress';
import { WordBreaks } from '@/components/word-breaks';

/** The enrol panel's calls and labels for a program; "continue" leads to its steps. */
export function enrollTarget(kind: ProgramKind, id: number): EnrollTarget {
  return {
    segment: programSegment(kind),
    learnPath: programPath(kind, id, kind === 'learning_program' ? undefined : 'curriculum'),
    messages: programEnrollMessages,
    refresh: [programKeys.all()],
  };
}

/** The top of a program's page: image, kind, title, labels, facts, progress, deadline, enrol. */
export function ProgramHeader(props: { kind: ProgramKind; program: ProgramDetail }) {
  const { t } = useFeatureTranslation(programMessages);
  const { program, kind } = props;
  const facts = [
    t('program_steps', { count: program.progress.step_count || countSteps(program) }),
    program.duration_minutes > 0 ? formatMinutes(t, program.duration_minutes) : null,
    formatContentPrice(t, program),
  ].filter(Boolean);
  return (
    <Stack gap="xl">
      <Grid gap="xl" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper radius="lg" style={{ overflow: 'hidden' }}>
            <ContentImage id={program.id} title={program.title} image={program.image} priority />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed" fw={600} tt="uppercase">
              {program.content_type.name}
            </Text>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              <WordBreaks text={program.title} />
            </Title>
            <ContentLabels labels={program.labels} size="md" learnerState={false} />
            {program.provider && (
              <Text c="dimmed">{t('catalog_by_provider', { name: program.provider.name })}</Text>
            )}
            <Text fw={500}>{facts.join(' · ')}</Text>
            <ProgramDeadline program={program} prominent={kind === 'onboard'} />
            <ProgramProgress program={program} />
            <div style={{ maxWidth: 460 }}>
              <EnrollPanel course={program} target={enrollTarget(kind, program.id)} />
            </div>
          </Stack>
        </Grid.Col>
      </Grid>
      <CompletionPanel content={program} where="page" />
    </Stack>
  );
}

function countSteps(program: ProgramDetail): number {
  return program.section_list.reduce((sum, section) => sum + section.slot_list.length, 0);
}
