import { Badge, Group } from '@mantine/core';
import type { ContentLabel } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { catalogMessages } from '../catalog-messages';

/** Badge colours by label; autoContrast keeps the text readable on each. */
const COLORS: Record<ContentLabel, string> = {
  new: 'indigo.8',
  upcoming: 'cyan.9',
  open_enroll: 'teal.9',
  enrollment_closed: 'gray.7',
  ongoing: 'indigo.8',
  enrolled: 'violet.9',
  assigned: 'violet.9',
  added: 'violet.9',
  ended: 'gray.7',
  canceled: 'red.9',
  full: 'red.9',
  past: 'gray.7',
  not_started: 'gray.8',
  waiting_for_approval: 'yellow.4',
  re_submit: 'yellow.4',
};

/**
 * Labels that say where the learner stands. A detail page's enrol panel says it in its one
 * status line (issue 21 item 8), so its header leaves these out (`learnerState={false}`).
 */
const LEARNER_STATE: readonly ContentLabel[] = ['enrolled', 'not_started', 'waiting_for_approval'];

/** The content labels of SPEC §4 (new, open_enroll, enrolled, full, …) as badges. */
export function ContentLabels(props: {
  labels: readonly ContentLabel[];
  size?: 'xs' | 'sm' | 'md';
  learnerState?: boolean;
}) {
  const { t } = useFeatureTranslation(catalogMessages);
  const labels =
    props.learnerState === false
      ? props.labels.filter((label) => !LEARNER_STATE.includes(label))
      : props.labels;
  if (labels.length === 0) return null;
  return (
    <Group
      gap={6}
      component="ul"
      aria-label={t('catalog_labels')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {labels.map((label) => (
        <li key={label}>
          <Badge
            color={COLORS[label]}
            variant="filled"
            autoContrast
            size={props.size ?? 'sm'}
            data-label={label}
          >
            {t(`content_label_${label}`)}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
