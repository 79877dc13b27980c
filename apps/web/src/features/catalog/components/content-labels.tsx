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

/** The content labels of SPEC §4 (new, open_enroll, enrolled, full, …) as badges. */
export function ContentLabels(props: {
  labels: readonly ContentLabel[];
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useFeatureTranslation(catalogMessages);
  if (props.labels.length === 0) return null;
  return (
    <Group
      gap={6}
      component="ul"
      aria-label={t('catalog_labels')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {props.labels.map((label) => (
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
