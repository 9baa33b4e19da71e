import { useTranslation } from 'react-i18next';
import { MessageBell } from '@/features/messages';
import { PayAuthPromptHost } from '@/features/trusted-auth';
import { AchievementReminderHost } from '@/features/achievements';
import { useSession } from '@/lib/use-session';
import { RoleButton } from './role-button';
import { UserMenu } from './user-menu';

/**
 * The role button, the bell and the user menu of a signed-in person: their own chunk (with the live stream
 * and sign-out), so a visitor's first paint carries none of it.
 */
export default function SignedInActions() {
  const { t } = useTranslation('layout');
  const session = useSession();
  return (
    <>
      <RoleButton />
      <MessageBell />
      <UserMenu username={session.username || t('menu.account')} userLogo={session.userLogo} />
      <PayAuthPromptHost />
      <AchievementReminderHost />
    </>
  );
}
