import { Anchor, Button, Group, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ListPagination, ListToolbar, useListParams } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { CardsSkeleton, DetailError, EmptyPanel } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useClasses } from '../api/get-classes';
import { scheduleMessages } from '../schedule-messages';
import { classProgramMessages } from '../class-program-messages';
import { ClassCardView } from './class-card';

/**
 * /class and /class/past: classes by their dates, searchable, by place (online or on site); with
 * `programs`, /class-program and /class-program/past: class programs by their classes' dates.
 */
function ClassListPage(props: { past: boolean; programs?: boolean }) {
  const { t } = useFeatureTranslation(scheduleMessages);
  const { t: tp } = useFeatureTranslation(classProgramMessages);
  const programs = props.programs === true;
  const root = programs ? '/class-program' : '/class';
  const list = useListParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [, setParams] = useSearchParams();
  const placeParam = list.filter('place');
  const place = placeParam === 'online' || placeParam === 'onsite' ? placeParam : undefined;
  const classes = useClasses(
    { page: list.page, search: list.search, past: props.past, place },
    programs,
  );
  const filtered = list.search !== '' || place !== undefined;

  const handleMode = (value: string | null) => {
    if (!value) return;
    const params = new URLSearchParams(location.search);
    params.delete('page');
    void navigate({
      pathname: value === 'past' ? `${root}/past` : root,
      search: params.toString(),
    });
  };
  const handleClear = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of ['page', 'search', 'place']) next.delete(name);
      return next;
    });

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{programs ? tp('cp_programs') : t('schedule_classes')}</Title>
          <Text c="dimmed" mt={4}>
            {programs ? tp('cp_programs_intro') : t('schedule_classes_intro')}
          </Text>
          <Anchor component={Link} to={programs ? '/class' : '/class-program'} size="sm">
            {programs ? tp('cp_see_classes') : tp('cp_see_programs')}
          </Anchor>
        </div>
        <Tabs value={props.past ? 'past' : 'upcoming'} onChange={handleMode}>
          <Tabs.List aria-label={programs ? tp('cp_list_modes') : t('schedule_list_modes')}>
            <Tabs.Tab value="upcoming">{t('schedule_upcoming')}</Tabs.Tab>
            <Tabs.Tab value="past">{t('schedule_past')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={programs ? tp('cp_search_help') : t('schedule_search_help')}
        />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('schedule_place_filter')}
            w={220}
            value={place ?? 'any'}
            allowDeselect={false}
            data={[
              { value: 'any', label: t('schedule_place_any') },
              { value: 'online', label: t('schedule_place_online') },
              { value: 'onsite', label: t('schedule_place_onsite') },
            ]}
            onChange={(value) => list.setFilter('place', value === 'any' || !value ? '' : value)}
          />
          {filtered && (
            <Button variant="subtle" onClick={handleClear}>
              {t('schedule_clear_filters')}
            </Button>
          )}
        </Group>
        <section aria-label={programs ? tp('cp_programs') : t('schedule_classes')}>
          {classes.isPending ? (
            <CardsSkeleton />
          ) : classes.isError ? (
            <DetailError error={classes.error} />
          ) : classes.data.results.length === 0 ? (
            <EmptyPanel
              title={programs ? tp('cp_empty') : t('schedule_empty')}
              description={
                filtered ? (programs ? tp('cp_empty_filtered') : t('schedule_empty_filtered')) : ''
              }
            />
          ) : (
            <Stack gap="md" aria-busy={classes.isPlaceholderData || undefined}>
              <SimpleGrid
                cols={{ base: 1, xs: 2, md: 3 }}
                spacing="md"
                component="ul"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {classes.data.results.map((klass) => (
                  <li key={klass.id}>
                    <ClassCardView
                      klass={klass}
                      to={programs ? `/class-program/${klass.id}` : undefined}
                    />
                  </li>
                ))}
              </SimpleGrid>
              <ListPagination
                count={classes.data.count}
                pageSize={classes.data.page_size}
                page={list.page}
                onChange={list.setPage}
              />
            </Stack>
          )}
        </section>
      </Stack>
    </PageContainer>
  );
}

export function UpcomingClassesPage() {
  return <ClassListPage past={false} />;
}

export function PastClassesPage() {
  return <ClassListPage past />;
}

export function UpcomingProgramsPage() {
  return <ClassListPage past={false} programs />;
}

export function PastProgramsPage() {
  return <ClassListPage past programs />;
}
