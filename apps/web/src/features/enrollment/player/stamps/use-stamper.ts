import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '@portal/shared';
import { useContentLanguage } from '@/components/learning';
import { ensureDeviceId } from '@/core/startup/device-id';
import { catalogKeys } from '@/features/catalog';
import { isRetryableStampError, postProgress, type ProgressAnswer } from '../api/post-progress';
import type { StampBody } from './media-clock';
import { StampSender } from './stamp-sender';
import { forgetStamp, storeStamp } from './stamp-outbox';

/** The course outline with one slot's and the course's new result from a progress answer. */
export function withProgress(
  course: CourseDetail,
  slotId: number,
  answer: ProgressAnswer,
): CourseDetail {
  return {
    ...course,
    learning_result: course.learning_result
      ? { ...course.learning_result, status: answer.course.status, percent: answer.course.percent }
      : course.learning_result,
    section_list: course.section_list.map((section) => ({
      ...section,
      slot_list: section.slot_list.map((slot) =>
        slot.id === slotId
          ? {
              ...slot,
              learning_result: { status: answer.material.status, percent: answer.material.percent },
            }
          : slot,
      ),
    })),
  };
}

/**
 * Sends a slot's progress stamps (one at a time, newest wins), keeps the course outline in the
 * cache current with each answer, and keeps a stamp that cannot be sent in local storage
 * (`stampMedia`) for the next start, also when the page is closed with one still waiting.
 */
export function useStamper(courseId: number, slotId: number) {
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  const [unsent, setUnsent] = useState(false);
  const sender = useMemo(() => {
    const deviceId = ensureDeviceId();
    return new StampSender<ProgressAnswer>({
      post: (stamp) => postProgress(courseId, slotId, { ...stamp, device_id: deviceId }),
      onAnswer: (answer, stamp) => {
        setUnsent(false);
        forgetStamp(courseId, slotId, stamp);
        queryClient.setQueryData<CourseDetail>(catalogKeys.course(language, courseId), (course) =>
          course ? withProgress(course, slotId, answer) : course,
        );
      },
      onUnsent: (stamp) => {
        setUnsent(true);
        storeStamp(courseId, slotId, stamp);
      },
      isRetryable: isRetryableStampError,
    });
  }, [courseId, slotId, language, queryClient]);

  useEffect(() => {
    const leave = () => sender.leave();
    window.addEventListener('pagehide', leave);
    // Leaving the slot inside the app needs nothing: the sender goes on with a waiting stamp.
    return () => window.removeEventListener('pagehide', leave);
  }, [sender]);

  const send = useCallback((stamp: StampBody) => sender.send(stamp), [sender]);
  return { send, unsent };
}
