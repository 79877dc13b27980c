import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CLASS_STATUS, type ClassCard } from '@portal/shared';
import { ContentImage } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { formatSpan } from '../format';
import { scheduleMessages } from '../schedule-messages';

/** A class in the list: image, title, when (viewer's zone), where, sessions, seats left. */
export function ClassCardView(props: {
  klass: ClassCard;
  /** Where the title leads; the class's own page when absent. */
  to?: string;
  /** The title's heading level: 2 in the class list, 3 under a section's heading (home). */
  headingOrder?: 2 | 3;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useFeatureTranslation(scheduleMessages);
  const { klass } = props;
  const left = klass.capacity === null ? null : Math.max(0, klass.capacity - klass.seats_taken);
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-class-id={klass.id}>
      <Card.Section>
        <ContentImage id={klass.id} title={klass.title} image={klass.image} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap="xs">
          {/* The darkest shades: a light badge's text is its colour, and teal or gray at the
              default shade fail AA contrast on the badge's tint. */}
          <Badge
            variant="light"
            color={klass.class_status === CLASS_STATUS.past ? 'gray.8' : 'teal.9'}
          >
            {t(`schedule_status_${klass.class_status}`)}
          </Badge>
          {klass.is_online && <Badge variant="outline">{t('schedule_online')}</Badge>}
        </Group>
        <Title order={props.headingOrder ?? 2} size="h5">
          <Anchor component={Link} to={props.to ?? `/class/${klass.id}`} c="inherit">
            {klass.title}
          </Anchor>
        </Title>
        {klass.datetime_start && klass.datetime_end && (
          <Text size="sm" fw={500}>
            {formatSpan(i18n.language, klass.datetime_start, klass.datetime_end)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {[
            klass.place || (klass.is_online ? t('schedule_online') : ''),
            t('schedule_sessions', { count: klass.session_count }),
            left === null
              ? null
              : `${t('schedule_seats_left')}: ${t('schedule_seats_left_value', { left, capacity: klass.capacity })}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {props.children}
      </Stack>
    </Card>
  );
}
