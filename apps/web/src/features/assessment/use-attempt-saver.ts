import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Answer } from '@portal/shared';
import { isApiError } from '@/api';
import { createAnswerSaver, type AnswerSaver, type SaveState } from './answer-saver';
import type { AttemptSection } from './api/get-attempt-section';
import { saveAnswer, type SavedAnswer } from './api/save-answer';

export type SaveStates = Record<number, SaveState>;

/**
 * Saves the answers of one attempt as they change (see `createAnswerSaver`), keeps each
 * question's save state for the screen, and keeps the cached sections in step so that going
 * back to a section shows what was saved. A 409 means the server closed the attempt.
 */
export function useAttemptSaver(
  ids: { testId: number; attemptId: number },
  handlers: { onSecondsLeft: (seconds: number) => void; onClosed: () => void },
): { saver: AnswerSaver<Answer>; states: SaveStates } {
  const queryClient = useQueryClient();
  const [states, setStates] = useState<SaveStates>({});
  // The saver lives as long as the screen; it calls the newest handlers.
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  const [saver] = useState(() =>
    createAnswerSaver<Answer, SavedAnswer>({
      save: (questionId, answer) => saveAnswer(ids, questionId, answer),
      onState: (questionId, state) => setStates((s) => ({ ...s, [questionId]: state })),
      onSaved: (questionId, answer, result) => {
        queryClient.setQueriesData<AttemptSection>(
          { queryKey: ['assessment', 'test', ids.testId, 'attempt', ids.attemptId, 'section'] },
          (section) =>
            section && {
              ...section,
              questions: section.questions.map((q) => (q.id === questionId ? { ...q, answer } : q)),
            },
        );
        if (result.seconds_left !== null) latest.current.onSecondsLeft(result.seconds_left);
      },
      onError: (_questionId, error) => {
        if (isApiError(error, 409)) latest.current.onClosed();
      },
    }),
  );

  useEffect(() => {
    // Leaving the page with a typed answer still waiting: send it, and let the browser ask.
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.hasUnsaved()) return;
      void saver.flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      // Leaving the section: whatever is still waiting is sent now.
      void saver.flush();
    };
  }, [saver]);

  return { saver, states };
}
