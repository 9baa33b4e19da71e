import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown for "resend code" buttons. It counts against a deadline rather
 * than decrementing, so a throttled background tab still re-enables on time.
 */
export function useCountdown(seconds: number) {
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
  return { remaining, running: remaining > 0, start };
}
