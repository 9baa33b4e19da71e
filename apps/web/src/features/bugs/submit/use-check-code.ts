import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECK_CODE_REFRESH_MS } from '@wardline/contract';
import { useCaptcha } from '@/components/verification';

/**
 * The form's check code (GET /imageCode): a new picture every 60 s (spec 001 §4), and after a
 * failed submit (§8), each time with the typed answer cleared, since it answered the old one.
 */
export function useCheckCode(clearAnswer: () => void) {
  const captcha = useCaptcha();
  const [round, setRound] = useState(0);
  const latest = useRef({ refresh: captcha.refresh, clearAnswer });
  useEffect(() => {
    latest.current = { refresh: captcha.refresh, clearAnswer };
  });

  // A renewal starts the 60 s over, so a fresh picture is never replaced moments later.
  useEffect(() => {
    const timer = window.setInterval(() => {
      latest.current.clearAnswer();
      latest.current.refresh();
    }, CHECK_CODE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [round]);

  const renew = useCallback(() => {
    latest.current.clearAnswer();
    latest.current.refresh();
    setRound((n) => n + 1);
  }, []);
  return { captcha, renew };
}
