import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { startCountdown, timerPhase, type Countdown, type TimerPhase } from './countdown';

/**
 * The countdown of an open attempt from the server's `seconds_left` (null: untimed). A new
 * value from the server restarts it; `sync` takes one without a re-render of the caller.
 */
export function useCountdown(
  serverSecondsLeft: number | null,
  onTimeUp: () => void,
): { secondsLeft: number | null; phase: TimerPhase | null; sync: (seconds: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(serverSecondsLeft);
  const countdown = useRef<Countdown | null>(null);
  const handleTimeUp = useEffectEvent(onTimeUp);

  useEffect(() => {
    if (serverSecondsLeft === null) return;
    const started = startCountdown({
      secondsLeft: serverSecondsLeft,
      onTick: setSecondsLeft,
      onTimeUp: () => handleTimeUp(),
    });
    countdown.current = started;
    return () => {
      started.stop();
      if (countdown.current === started) countdown.current = null;
    };
  }, [serverSecondsLeft]);

  const sync = useCallback((seconds: number) => countdown.current?.sync(seconds), []);
  return {
    secondsLeft: serverSecondsLeft === null ? null : secondsLeft,
    phase: serverSecondsLeft === null || secondsLeft === null ? null : timerPhase(secondsLeft),
    sync,
  };
}
