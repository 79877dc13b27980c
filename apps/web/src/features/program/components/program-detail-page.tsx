import { Tabs } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ProgramDetail } from '@portal/shared';
import { learningMessages } from '@/components/learning';
import { catalogMessages, showsTab } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useProgram } from '../api/get-program';
import {
  ONBOARD_TABS,
  PATH_TABS,
  programPath,
  programTabOf,
  type ProgramKind,
  type ProgramTab,
} from '../program-kinds';
import { programMessages } from '../program-messages';
import { ProgramCurriculum } from './program-curriculum';
import { ProgramPageFrame } from './program-page-frame';
import {
  ProgramAdditional,
  ProgramApproval,
  ProgramCertificate,
  ProgramInfo,
} from './program-panels';
import classes from './program.module.css';

function TabPanel(props: { kind: ProgramKind; tab: ProgramTab; program: ProgramDetail }) {
  switch (props.tab) {
    case 'info':
      return <ProgramInfo program={props.program} />;
    case 'curriculum':
      return <ProgramCurriculum kind={props.kind} program={props.program} />;
    case 'additional':
      return <ProgramAdditional program={props.program} />;
    case 'approval':
      return <ProgramApproval program={props.program} />;
    case 'certificate':
      return <ProgramCertificate program={props.program} />;
  }
}

/** A learning path's or an onboarding program's page: header, then its tabs, each its own path. */
function TabbedProgramPage(props: { kind: 'learning_path' | 'onboard'; param: string }) {
  useFeatureTranslation(learningMessages);
  useFeatureTranslation(catalogMessages);
  const { t } = useFeatureTranslation(programMessages);
  const id = Number(useParams()[props.param]);
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = props.kind === 'onboard' ? ONBOARD_TABS : PATH_TABS;
  const tab = programTabOf(location.pathname, tabs);
  const query = useProgram(props.kind, id);

  const handleTab = (value: string | null) => {
    if (!value) return;
    void navigate({
      pathname: programPath(props.kind, id, value === 'info' ? undefined : value),
      search: location.search,
    });
  };

  return (
    <ProgramPageFrame kind={props.kind} id={id} query={query}>
      {(program) => {
        const shown = tabs.filter((name) => showsTab(name, program));
        return (
          <Tabs value={shown.includes(tab) ? tab : 'info'} onChange={handleTab} keepMounted={false}>
            <Tabs.List aria-label={t('program_tabs')} className={classes.tabList}>
              {shown.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {t(`program_tab_${name}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {shown.map((name) => (
              <Tabs.Panel key={name} value={name} pt="lg">
                <TabPanel kind={props.kind} tab={name} program={program} />
              </Tabs.Panel>
            ))}
          </Tabs>
        );
      }}
    </ProgramPageFrame>
  );
}

/** /learning-path/{learningpathid}[/{tab}] (SPEC §2: info, curriculum, additional, approval, certificate). */
export function LearningPathPage() {
  return <TabbedProgramPage kind="learning_path" param="learningpathid" />;
}

/** /onboard/{onboardid}[/{tab}] (SPEC §2: info, curriculum, additional, certificate), the deadline prominent. */
export function OnboardPage() {
  return <TabbedProgramPage kind="onboard" param="onboardid" />;
}
