import { Stack, Tabs } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ProgramDetail } from '@portal/shared';
import { learningMessages } from '@/components/learning';
import { catalogMessages, DetailError, EmptyPanel } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useProgram } from '../api/get-program';
import { programPath } from '../program-kinds';
import { programMessages } from '../program-messages';
import { CurriculumNote, ProgramCurriculum, StepList } from './program-curriculum';
import { ProgramPageFrame } from './program-page-frame';
import { ProgramInfo } from './program-panels';
import { allSteps } from './step-state';
import classes from './program.module.css';

/** The content types of a program's steps, in the order they first appear: one tab each. */
export function stepTypes(program: Pick<ProgramDetail, 'section_list'>) {
  const seen = new Map<number, { id: number; code: string; name: string }>();
  for (const step of allSteps(program))
    if (!seen.has(step.content.content_type.id))
      seen.set(step.content.content_type.id, step.content.content_type);
  return [...seen.values()];
}

function TypePanel(props: { program: ProgramDetail; typeId: number }) {
  const { t } = useFeatureTranslation(programMessages);
  const steps = allSteps(props.program).filter(
    (step) => step.content.content_type.id === props.typeId,
  );
  if (steps.length === 0)
    return (
      <EmptyPanel title={t('program_empty_title')} description={t('program_curriculum_empty')} />
    );
  return (
    <Stack gap="md">
      <CurriculumNote program={props.program} />
      <StepList kind="learning_program" program={props.program} steps={steps} />
    </Stack>
  );
}

/**
 * /learning-program/{learningprogramid}[/about | /{contenttypeid}] (SPEC §2): the root shows every
 * step; one tab per content type of its steps lists that type's; about is the description.
 */
export function LearningProgramPage() {
  useFeatureTranslation(learningMessages);
  useFeatureTranslation(catalogMessages);
  const { t } = useFeatureTranslation(programMessages);
  const params = useParams();
  const id = Number(params.learningprogramid);
  const segment = params.contenttypeid;
  const location = useLocation();
  const navigate = useNavigate();
  const query = useProgram('learning_program', id);
  const tab = segment === undefined ? 'all' : segment;

  const handleTab = (value: string | null) => {
    if (!value) return;
    void navigate({
      pathname: programPath('learning_program', id, value === 'all' ? undefined : value),
      search: location.search,
    });
  };

  return (
    <ProgramPageFrame kind="learning_program" id={id} query={query}>
      {(program) => {
        const types = stepTypes(program);
        const known =
          tab === 'all' || tab === 'about' || types.some((type) => String(type.id) === tab);
        if (!known) return <DetailError error={null} />;
        const values = ['all', ...types.map((type) => String(type.id)), 'about'];
        return (
          <Tabs value={tab} onChange={handleTab} keepMounted={false}>
            <Tabs.List aria-label={t('program_tabs')} className={classes.tabList}>
              <Tabs.Tab value="all">{t('program_tab_all')}</Tabs.Tab>
              {types.map((type) => (
                <Tabs.Tab key={type.id} value={String(type.id)} data-content-type={type.code}>
                  {type.name}
                </Tabs.Tab>
              ))}
              <Tabs.Tab value="about">{t('program_tab_about')}</Tabs.Tab>
            </Tabs.List>
            {values.map((value) => (
              <Tabs.Panel key={value} value={value} pt="lg">
                {value === 'all' ? (
                  <ProgramCurriculum kind="learning_program" program={program} />
                ) : value === 'about' ? (
                  <ProgramInfo program={program} />
                ) : (
                  <TypePanel program={program} typeId={Number(value)} />
                )}
              </Tabs.Panel>
            ))}
          </Tabs>
        );
      }}
    </ProgramPageFrame>
  );
}
