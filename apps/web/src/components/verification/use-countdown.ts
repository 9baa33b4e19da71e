import { useCallback, useEffect, useState } from 'react';

export type Countdown = { remaining: number; running: boolean; start: () => void; reset: () => void };

/**
 * A seconds countdown for "send code" buttons. It counts against a deadline rather than
 * decrementing, so a throttled background tab still re-enables on time.
 */
export function useCountdown(seconds: number): Countdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback(() => setDeadline(Date.now() + seconds * 1000), [seconds]);
  const reset = useCallback(() => {
    setDeadline(null);
    setRemaining(0);
  }, []);
  return { remaining, running: remaining > 0, start, reset };
}
