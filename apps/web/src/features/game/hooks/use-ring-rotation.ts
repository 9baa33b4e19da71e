import { useCallback, useEffect, useState } from 'react';

type Options = { count: number; intervalMs: number; autoplay: boolean };

/**
 * The step of a rotating ring. `step` only grows or shrinks by the shortest way round, so the
 * ring never spins back across the whole circle; `index` is the selected item. Every change
 * of step restarts the timer, so a click is followed by a full interval before the next turn.
 */
export function useRingRotation({ count, intervalMs, autoplay }: Options) {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(() => setStep((s) => s + 1), intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoplay, intervalMs, step]);

  const select = useCallback(
    (target: number) =>
      setStep((s) => {
        const current = ((s % count) + count) % count;
        let delta = target - current;
        if (delta > count / 2) delta -= count;
        if (delta < -count / 2) delta += count;
        return s + delta;
      }),
    [count],
  );

  return { step, index: ((step % count) + count) % count, select };
}
