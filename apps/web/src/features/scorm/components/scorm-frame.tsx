import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ScormCommitAnswer, ScormLaunch } from '@portal/shared';
import { isCompletedStatus, isScormComplete, SCORM_MIN_PLAY_SECONDS } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useScormLaunch, type ScormIds } from '../api/get-scorm-launch';
import { saveScormCmi, saveScormCmiOnExit } from '../api/save-scorm-cmi';
import { createCmiSaver, type CmiSaver, type CmiSaveState } from '../cmi-saver';
import { listenToPackage } from '../runtime';
import { scormMessages } from '../scorm-messages';
import classes from './scorm-frame.module.css';
import { ScormAttempts } from './scorm-attempts';

/** Same flags as the sandbox CSP of package files (PACKAGE_SANDBOX on the server). */
const PACKAGE_SANDBOX = 'allow-scripts allow-forms allow-popups allow-modals';

const isDone = (status: number | undefined) => isCompletedStatus(status);

/**
 * A completion the package reported within the server's play floor is kept but not counted, and
 * the package may never commit again (it often finishes at once): the same CMI is committed
 * again once the floor has passed, a few times at most.
 */
const COMMIT_AGAIN_MS = SCORM_MIN_PLAY_SECONDS * 1000 + 250;
const COMMIT_AGAIN_TIMES = 3;

/** Whether the stored CMI holds anything the package wrote (beyond what the LMS fills in). */
const hasLearnerCmi = (launch: ScormLaunch) =>
  Object.keys(launch.cmi).some((key) => /status|suspend_data|location|score|exit/.test(key));

export interface ScormFrameProps {
  courseId: number;
  slotId: number;
  contentId: number;
  /** Called after each commit the server kept, with the slot's new progress. */
  onCommitted?: (answer: ScormCommitAnswer) => void;
}

/**
 * A SCORM package running in a sandboxed iframe (an opaque origin, never the portal's): loads
 * the launch address (a capability URL whose pages carry the runtime and the learner's CMI),
 * listens for the commits the runtime posts from the frame, and saves the CMI to the server on
 * every commit and on finish. Progress (and course completion) follows
 * from those saves on the server.
 */
export function ScormFrame({ courseId, slotId, contentId, onCommitted }: ScormFrameProps) {
  const { t } = useFeatureTranslation(scormMessages);
  const queryClient = useQueryClient();
  const launch = useScormLaunch({ courseId, slotId, contentId });
  const [ready, setReady] = useState(false);
  const [saveState, setSaveState] = useState<CmiSaveState | null>(null);
  const [completed, setCompleted] = useState(false);
  const [savedOnce, setSavedOnce] = useState(false);
  const saverRef = useRef<CmiSaver | null>(null);
  // The package frame's window, kept after the frame is removed: its last finish (posted while
  // it unloads) is still recognised as its own.
  const frameWindowRef = useRef<Window | null>(null);
  const frameRef = useCallback((node: HTMLIFrameElement | null) => {
    if (node?.contentWindow) frameWindowRef.current = node.contentWindow;
  }, []);
  const committedRef = useRef(onCommitted);
  useEffect(() => {
    committedRef.current = onCommitted;
  }, [onCommitted]);
  // The runtime starts from the first answer for these ids; a later answer (another language)
  // only renames the title and must not restart the package.
  // A new attempt (a new attempt_no) restarts it from the beginning.
  const key = `${contentId}:${courseId}:${slotId}:${launch.data?.attempt_no ?? 0}`;
  const [session, setSession] = useState<{ key: string; data: ScormLaunch } | null>(null);
  if (launch.data && !launch.isPlaceholderData && session?.key !== key)
    setSession({ key, data: launch.data });
  const data = session?.key === key ? session.data : undefined;

  useEffect(() => {
    if (!data) return;
    const ids: ScormIds = { courseId, slotId, contentId };
    let lastStatus = data.material?.status ?? null;
    let gone = false;
    // Commits name their attempt: one from a closed attempt is refused, never misfiled.
    const attempt = data.attempt_no;
    let commitsAgain = 0;
    const saver = createCmiSaver<ScormCommitAnswer>({
      save: (commit) => saveScormCmi(ids, { ...commit, attempt_no: attempt }),
      commitAgainAfter: (answer, commit) => {
        if (answer.completed || !isScormComplete(data.version, commit.cmi)) return null;
        commitsAgain += 1;
        return commitsAgain <= COMMIT_AGAIN_TIMES ? COMMIT_AGAIN_MS : null;
      },
      // A closed attempt's last saves (after a new attempt began) do not speak for the new one.
      onState: (state) => {
        if (!gone) setSaveState(state);
      },
      onSaved: (answer) => {
        if (gone) return;
        // The lesson stays completed once it was, whatever a later attempt says.
        setCompleted(answer.completed || isDone(answer.material.status));
        setSavedOnce(true);
        committedRef.current?.(answer);
        // Course pages and the library show this progress: refresh them when it moved.
        if (answer.material.status !== lastStatus) {
          lastStatus = answer.material.status;
          void queryClient.invalidateQueries({ queryKey: ['catalog'] });
          void queryClient.invalidateQueries({ queryKey: ['library'] });
        }
      },
    });
    saverRef.current = saver;
    setCompleted(isDone(data.material?.status));
    setSavedOnce(false);
    // The package runs sandboxed (no access to this window); its runtime posts its commits.
    const stopListening = listenToPackage({
      frame: () => frameWindowRef.current,
      nonce: data.bridge_nonce,
      onCommit: (cmi, finish) => saver.commit(cmi, finish),
    });
    setReady(true);
    const handlePageHide = () => {
      const pending = saver.unsaved();
      if (pending) saveScormCmiOnExit(ids, { ...pending, attempt_no: attempt });
    };
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      gone = true;
      window.removeEventListener('pagehide', handlePageHide);
      setReady(false);
      // The iframe is already gone; the finish its unload posted is still queued as a message.
      // Take it in a task later, then save what waits and let go.
      setTimeout(() => {
        stopListening();
        void saver.flush().finally(() => saver.dispose());
      }, 0);
    };
  }, [data, courseId, slotId, contentId, queryClient]);

  if (launch.error)
    return (
      <Alert color="red" variant="outline" role="alert">
        {errorMessage(t, launch.error)}
      </Alert>
    );
  if (!data || !ready)
    return (
      <Center py="xl">
        <Loader aria-label={t('scorm_loading')} />
      </Center>
    );

  return (
    <Stack gap="xs">
      <Box className={classes.frame}>
        <iframe
          key={data.attempt_no}
          ref={frameRef}
          className={classes.iframe}
          // No allow-same-origin: the package never gets the portal's origin, cookies or
          // window; no allow-top-navigation: it cannot move this page.
          sandbox={PACKAGE_SANDBOX}
          src={data.launch_url}
          title={t('scorm_frame_title', { title: launch.data?.title ?? data.title })}
          allow="fullscreen; autoplay"
        />
      </Box>
      <Group justify="space-between" gap="xs" wrap="wrap" mih={28}>
        {completed ? (
          <Text size="sm" c="teal.8" fw={600} role="status" data-testid="scorm-completed">
            {t('scorm_completed')}
          </Text>
        ) : (
          <span />
        )}
        {saveState === 'error' ? (
          <Group gap="xs" role="alert">
            <Text size="sm" c="red.8">
              {t('scorm_save_error')}
            </Text>
            <Button size="xs" variant="light" onClick={() => void saverRef.current?.flush()}>
              {t('scorm_save_retry')}
            </Button>
          </Group>
        ) : saveState ? (
          <Text size="sm" c="dimmed" aria-live="polite" data-save-state={saveState}>
            {saveState === 'saving' ? t('scorm_saving') : t('scorm_saved')}
          </Text>
        ) : null}
      </Group>
      <ScormAttempts
        ids={{ courseId, slotId, contentId }}
        attemptNo={data.attempt_no}
        started={savedOnce || hasLearnerCmi(data)}
        beforeStart={async () => {
          await saverRef.current?.flush();
        }}
      />
    </Stack>
  );
}
