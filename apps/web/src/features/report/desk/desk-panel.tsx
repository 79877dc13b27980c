import {
  Alert,
  Anchor,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { DeskQueue } from '@portal/shared';
import { Link } from 'react-router';
import {
  CartIcon,
  CheckIcon,
  PenIcon,
  UploadIcon,
  UserIcon,
  type IconComponent,
} from '@/components/icons';
import { dateLocale, formatDateTime, StatusBadge } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { deskMessages } from './desk-messages';
import { useDesk } from './get-desk';
import classes from './desk-panel.module.css';

/** Where each queue is worked, and its icon. */
const QUEUE_VIEW: Record<DeskQueue, { to: string; icon: IconComponent; color: string }> = {
  approvals: { to: '/approval', icon: CheckIcon, color: 'yellow' },
  marking: { to: '/marking', icon: PenIcon, color: 'indigo' },
  orders: { to: '/order', icon: CartIcon, color: 'teal' },
  material_requests: { to: '/material-request', icon: UserIcon, color: 'grape' },
  failed_imports: { to: '/import', icon: UploadIcon, color: 'red' },
};

function QueueTile(props: { queue: DeskQueue; count: number }) {
  const { t, i18n } = useFeatureTranslation(deskMessages);
  const view = QUEUE_VIEW[props.queue];
  const Icon = view.icon;
  const idle = props.count === 0;
  return (
    <Card
      component={Link}
      to={view.to}
      withBorder
      radius="md"
      padding="md"
      className={classes.tile}
      data-idle={idle || undefined}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon size={40} radius="md" variant="light" color={idle ? 'gray' : view.color}>
          <Icon size={22} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fz={28} fw={800} lh={1.1} c={idle ? 'dimmed' : undefined}>
            {new Intl.NumberFormat(dateLocale(i18n.language)).format(props.count)}
          </Text>
          <Text size="sm" c={idle ? 'dimmed' : undefined}>
            {t(`desk_queue_${props.queue}`)}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/** Seven days as pairs of bars (enrolments, completions), each day named for screen readers. */
function WeekBars(props: { week: { date: string; enrolled: number; completed: number }[] }) {
  const { t, i18n } = useFeatureTranslation(deskMessages);
  const top = Math.max(1, ...props.week.flatMap((d) => [d.enrolled, d.completed]));
  const weekday = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const full = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (
    <Stack gap="xs">
      <ul className={classes.bars}>
        {props.week.map((day) => {
          const date = new Date(`${day.date}T00:00:00Z`);
          return (
            <li
              key={day.date}
              className={classes.day}
              aria-label={t('desk_week_day', {
                day: full.format(date),
                enrolled: day.enrolled,
                completed: day.completed,
              })}
            >
              <div className={classes.pair} aria-hidden>
                <span
                  className={classes.enrolled}
                  style={{ height: `${(day.enrolled / top) * 100}%` }}
                  title={String(day.enrolled)}
                />
                <span
                  className={classes.completed}
                  style={{ height: `${(day.completed / top) * 100}%` }}
                  title={String(day.completed)}
                />
              </div>
              <Text size="xs" c="dimmed" ta="center" aria-hidden>
                {weekday.format(date)}
              </Text>
            </li>
          );
        })}
      </ul>
      <Group gap="md">
        <Group gap={6}>
          <span className={classes.enrolledKey} aria-hidden />
          <Text size="sm">
            {t('desk_week_enrolled')}: {props.week.reduce((n, d) => n + d.enrolled, 0)}
          </Text>
        </Group>
        <Group gap={6}>
          <span className={classes.completedKey} aria-hidden />
          <Text size="sm">
            {t('desk_week_completed')}: {props.week.reduce((n, d) => n + d.completed, 0)}
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}

/**
 * The dashboard home's operations desk: what waits for the viewer (each queue a link to the
 * screen that works it), this week's enrolments and completions, and the latest learning events.
 * Parts the viewer may not see are absent (the server leaves them out).
 */
export function DeskPanel() {
  const { t, i18n } = useFeatureTranslation(deskMessages);
  const desk = useDesk(i18n.language);
  if (desk.isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (desk.isError)
    return (
      <Alert color="red" variant="light">
        {t('desk_error')}
      </Alert>
    );
  const { queues, week, activity } = desk.data;
  const waiting = queues.some((q) => q.count > 0);
  return (
    <Stack gap="lg">
      {queues.length > 0 && (
        <section aria-labelledby="desk-queues">
          <Title order={2} size="h4" mb="sm" id="desk-queues">
            {t('desk_queues')}
          </Title>
          <SimpleGrid cols={{ base: 2, lg: Math.min(queues.length, 5) }} spacing="sm">
            {queues.map((queue) => (
              <QueueTile key={queue.key} queue={queue.key} count={queue.count} />
            ))}
          </SimpleGrid>
          {!waiting && (
            <Text size="sm" c="dimmed" mt="xs">
              {t('desk_queues_empty')}
            </Text>
          )}
        </section>
      )}
      {(week || activity) && (
        <SimpleGrid cols={{ base: 1, md: week && activity ? 2 : 1 }} spacing="md">
          {week && (
            <Card
              withBorder
              radius="lg"
              padding="lg"
              component="section"
              aria-labelledby="desk-week"
            >
              <Title order={2} size="h4" mb="sm" id="desk-week">
                {t('desk_week')}
              </Title>
              <WeekBars week={week} />
            </Card>
          )}
          {activity && (
            <Card
              withBorder
              radius="lg"
              padding="lg"
              component="section"
              aria-labelledby="desk-activity"
            >
              <Title order={2} size="h4" mb="sm" id="desk-activity">
                {t('desk_activity')}
              </Title>
              {activity.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('desk_activity_empty')}
                </Text>
              ) : (
                <Stack gap="xs" component="ul" className={classes.activity}>
                  {activity.map((row) => (
                    <li key={row.id}>
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <StatusBadge status={row.to_status} size="xs" />
                        <div style={{ minWidth: 0 }}>
                          <Text size="sm" lineClamp={2}>
                            <Anchor
                              component={Link}
                              to={`/learning-result?content=${row.content_id}`}
                              inherit
                              translate="no"
                            >
                              {t('desk_activity_row', {
                                learner: row.learner,
                                content: row.content,
                              })}
                            </Anchor>
                          </Text>
                          <Text size="xs" c="dimmed">
                            {formatDateTime(i18n.language, row.at)}
                          </Text>
                        </div>
                      </Group>
                    </li>
                  ))}
                </Stack>
              )}
            </Card>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
