import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { summaryKey, usePointSummary } from '../api/gamification-api';
import { gamificationMessages } from '../gamification-messages';

/**
 * Shows a toast when my points grow: the summary is read again after every successful write of
 * the app (a completion, an enrolment, a review…), on focus and every minute, and a newer award
 * than the one seen shows how many points it added. Renders nothing.
 */
export function PointsToast() {
  const { t } = useFeatureTranslation(gamificationMessages);
  const client = useQueryClient();
  const summary = usePointSummary({ poll: true });
  const seen = useRef<{ latest: number | null; all: number } | null>(null);

  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void client.invalidateQueries({ queryKey: summaryKey });
      }),
    [client],
  );

  const data = summary.data;
  useEffect(() => {
    if (!data) return;
    const before = seen.current;
    seen.current = { latest: data.latest_event_id, all: data.points.all };
    if (!before || !data.enabled || data.latest_event_id === before.latest) return;
    const gained = data.points.all - before.all;
    if (gained > 0)
      // One line and a named close button: a title makes Mantine dim the message below AA
      // contrast, and its close button has no name of its own (axe: button-name).
      notify({
        message: t('gm_earned_toast', { count: gained }),
        color: 'teal',
        closeButtonProps: { 'aria-label': t('gm_earned_toast_close') },
      });
  }, [data, t]);
  return null;
}
