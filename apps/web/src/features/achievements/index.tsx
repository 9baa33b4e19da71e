import { lazy, Suspense, useState } from 'react';
import { loadStrings } from '@/i18n/load-strings';
import { takeAchievementCheck } from '@/lib/sign-in';
import { useSession } from '@/lib/use-session';
import { achievementsStrings } from './strings';

const Reminder = lazy(async () => {
  const [mod] = await Promise.all([import('./achievement-reminder'), loadStrings({ achievements: achievementsStrings })]);
  return mod;
});

/** Whether this page load shows the reminder (decided once per load, as the payment prompt's). */
let due: boolean | undefined;

/** What the shell mounts: the achievement reminder after a sign-in (any way of signing in), loaded only when one asked for it; never for companies. */
export function AchievementReminderHost() {
  const { usertype } = useSession();
  due ??= takeAchievementCheck();
  const [open] = useState(due && usertype !== 'company');
  return open ? (
    <Suspense fallback={null}>
      <Reminder />
    </Suspense>
  ) : null;
}
