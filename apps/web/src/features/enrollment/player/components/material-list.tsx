import { Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { CourseDetail } from '@portal/shared';
import { StatusBadge } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { playlistPath } from '../paths';
import { playerMessages } from '../player-messages';

export type CourseSlot = CourseDetail['section_list'][number]['slot_list'][number];

/** The course's slots by section, each with its progress state; the open one marked current. */
export function MaterialList(props: { course: CourseDetail; currentSlotId: number }) {
  const { t } = useFeatureTranslation(playerMessages);
  const sections = props.course.section_list.filter((s) => s.slot_list.length > 0);
  return (
    <nav aria-label={t('player_materials')}>
      <Stack gap="md">
        {sections.map((section) => (
          <div key={section.id}>
            <Text fw={700} size="sm" mb={6}>
              {section.name}
            </Text>
            <Stack component="ol" gap={6} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {section.slot_list.map((slot) => {
                const current = slot.id === props.currentSlotId;
                return (
                  <li key={slot.id} data-player-slot={slot.id}>
                    <UnstyledButton
                      component={Link}
                      to={playlistPath(props.course.id, slot.id)}
                      aria-current={current ? 'page' : undefined}
                      display="block"
                      w="100%"
                    >
                      <Paper
                        withBorder
                        radius="md"
                        p="xs"
                        bg={current ? 'var(--mantine-primary-color-light)' : undefined}
                        style={
                          current
                            ? { borderColor: 'var(--mantine-primary-color-filled)' }
                            : undefined
                        }
                      >
                        <Text
                          size="sm"
                          fw={current ? 700 : 500}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {slot.content.title}
                        </Text>
                        <Group justify="space-between" gap={6} mt={4} wrap="wrap">
                          <Text size="xs" c="dimmed">
                            {slot.content.content_type.name} ·{' '}
                            {slot.is_required ? t('player_required') : t('player_optional')}
                          </Text>
                          <StatusBadge status={slot.learning_result?.status ?? 0} size="xs" />
                        </Group>
                        <Progress
                          mt={6}
                          size="xs"
                          value={slot.learning_result?.percent ?? 0}
                          aria-label={`${slot.content.title}: ${slot.learning_result?.percent ?? 0}%`}
                        />
                      </Paper>
                    </UnstyledButton>
                  </li>
                );
              })}
            </Stack>
          </div>
        ))}
      </Stack>
    </nav>
  );
}
