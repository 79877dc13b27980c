import { Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ListToolbar, useListParams } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import {
  catalogMessages,
  ContentGrid,
  COURSE_FILTERS,
  DEFAULT_ORDERING,
  FilterSelect,
  FilterSheet,
  orderingOptions,
  validOrdering,
} from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { usePrograms } from '../api/get-programs';
import type { ProgramKind } from '../program-kinds';
import { programMessages } from '../program-messages';
import classes from './program.module.css';

/** Learning paths by how one enrols (SPEC §2): all, online (any time), schedule (a window). */
export type PathMode = 'all' | 'online' | 'schedule';
const PATH_MODES: readonly PathMode[] = ['all', 'online', 'schedule'];

function PathModeTabs(props: { mode: PathMode }) {
  const { t } = useFeatureTranslation(programMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const handleMode = (value: string | null) => {
    if (!value) return;
    const params = new URLSearchParams(location.search);
    params.delete('page');
    void navigate({
      pathname: value === 'all' ? '/learning-path' : `/learning-path/${value}`,
      search: params.toString(),
    });
  };
  return (
    <Tabs value={props.mode} onChange={handleMode}>
      <Tabs.List aria-label={t('program_modes')} className={classes.tabList}>
        {PATH_MODES.map((mode) => (
          <Tabs.Tab key={mode} value={mode}>
            {t(`program_mode_${mode}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/**
 * The list of one program kind, paged, with the course list's search, ordering and filters in
 * the URL; learning paths also by mode.
 */
function ProgramListPage(props: { kind: ProgramKind; mode?: PathMode }) {
  useFeatureTranslation(catalogMessages);
  const { t } = useFeatureTranslation(programMessages, catalogMessages);
  const list = useListParams(DEFAULT_ORDERING);
  const [, setParams] = useSearchParams();
  const filters = Object.fromEntries(COURSE_FILTERS.map((f) => [f.param, list.filter(f.param)]));
  const ordering = validOrdering(list.ordering);
  const mode = props.mode ?? 'all';
  const programs = usePrograms(props.kind, {
    page: list.page,
    search: list.search,
    ordering,
    ...filters,
    schedule: mode === 'all' ? undefined : mode === 'schedule',
  });
  const filtered = list.search !== '' || Object.values(filters).some(Boolean);
  const title = t(`program_kind_${props.kind}`);

  const handleClear = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of ['page', 'search', ...COURSE_FILTERS.map((f) => f.param)])
        next.delete(name);
      return next;
    });

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" mt={4}>
            {mode === 'all' ? t(`program_intro_${props.kind}`) : t(`program_mode_${mode}_intro`)}
          </Text>
        </div>
        {props.kind === 'learning_path' && <PathModeTabs mode={mode} />}
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('catalog_search_help')}
          ordering={{ value: ordering, options: orderingOptions(t), onChange: list.setOrdering }}
        />
        <FilterSheet
          active={COURSE_FILTERS.filter((filter) => list.filter(filter.param)).length}
          clear={
            filtered && (
              <Button variant="subtle" onClick={handleClear}>
                {t('catalog_clear_filters')}
              </Button>
            )
          }
        >
          {COURSE_FILTERS.map((filter) => (
            <FilterSelect
              key={filter.param}
              kind={filter.kind}
              label={filter.label}
              param={filter.param}
              value={list.filter(filter.param)}
              onChange={(value) => list.setFilter(filter.param, value)}
            />
          ))}
        </FilterSheet>
        <section aria-label={title}>
          <ContentGrid
            query={programs}
            page={list.page}
            onPage={list.setPage}
            filtered={filtered}
            headingOrder={2}
          />
        </section>
      </Stack>
    </PageContainer>
  );
}

/** /learning-path: every learning path. */
export function LearningPathListPage() {
  return <ProgramListPage kind="learning_path" />;
}

/** /learning-path/online: paths one can enrol in at any time. */
export function OnlinePathListPage() {
  return <ProgramListPage kind="learning_path" mode="online" />;
}

/** /learning-path/schedule: paths with an enrolment period. */
export function SchedulePathListPage() {
  return <ProgramListPage kind="learning_path" mode="schedule" />;
}

/** /learning-program: every learning program. */
export function LearningProgramListPage() {
  return <ProgramListPage kind="learning_program" />;
}

/** /onboard: the onboarding programs. */
export function OnboardListPage() {
  return <ProgramListPage kind="onboard" />;
}
