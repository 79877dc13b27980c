import { Badge } from '@mantine/core';
import { ATTEMPT_STATUS } from '@portal/shared';
import { useAssessmentTranslation } from '../use-assessment-translation';

/** An attempt's state: passed, not passed, or waiting for a marker. */
export function AttemptStatusBadge(props: { status: number; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const { t } = useAssessmentTranslation();
  const look =
    props.status === ATTEMPT_STATUS.passed
      ? { color: 'teal.9', label: t('status_passed') }
      : props.status === ATTEMPT_STATUS.failed
        ? { color: 'red.9', label: t('status_failed') }
        : props.status === ATTEMPT_STATUS.verifying
          ? { color: 'yellow.2', label: t('status_verifying'), dark: true }
          : null;
  if (!look) return null;
  return (
    <Badge color={look.color} c={look.dark ? 'dark.8' : undefined} size={props.size ?? 'md'}>
      {look.label}
    </Badge>
  );
}
