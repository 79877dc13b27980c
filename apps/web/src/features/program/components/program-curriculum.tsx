import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ProgramDetail, ProgramStep } from '@portal/shared';
import { EmptyPanel } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import type { ProgramKind } from '../program-kinds';
import { programMessages } from '../program-messages';
import { isProgramOpen } from './step-state';
import { StepRow } from './step-row';

/** Steps as an ordered list of rows. */
export function StepList(props: {
  kind: ProgramKind;
  program: ProgramDetail;
  steps: ProgramStep[];
}) {
  const open = isProgramOpen(props.program);
  return (
    <Stack component="ol" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {props.steps.map((step) => (
        <StepRow
          key={step.id}
          kind={props.kind}
          programId={props.program.id}
          step={step}
          programOpen={open}
        />
      ))}
    </Stack>
  );
}

/** Before enrolling: said once, above the steps. Once enrolled: whether the order matters. */
export function CurriculumNote(props: { program: ProgramDetail }) {
  const { t } = useFeatureTranslation(programMessages);
  if (!isProgramOpen(props.program))
    return (
      <Alert color="indigo" variant="light" data-testid="steps-open-after-enrol">
        {t('program_open_after_enrol')}
      </Alert>
    );
  return (
    <Text size="sm" c="dimmed">
      {props.program.is_ordered ? t('program_ordered_note') : t('program_free_note')}
    </Text>
  );
}

/** The curriculum tab: sections with their steps, each with its status and what unlocks it. */
export function ProgramCurriculum(props: { kind: ProgramKind; program: ProgramDetail }) {
  const { t } = useFeatureTranslation(programMessages);
  const { program } = props;
  const sections = program.section_list.filter((section) => section.slot_list.length > 0);
  if (sections.length === 0)
    return (
      <EmptyPanel title={t('program_empty_title')} description={t('program_curriculum_empty')} />
    );
  return (
    <Stack gap="lg">
      <CurriculumNote program={program} />
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`}>
          <Group justify="space-between" mb="xs" gap="xs">
            <Title order={3} size="h4" id={`section-${section.id}`}>
              {section.name}
            </Title>
            <Badge variant="outline" color="gray.8">
              {t('program_steps', { count: section.slot_list.length })}
            </Badge>
          </Group>
          <StepList kind={props.kind} program={program} steps={section.slot_list} />
        </section>
      ))}
    </Stack>
  );
}
