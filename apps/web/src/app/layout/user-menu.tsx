import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSignOut } from '@/features/auth/api/sign-out';
import { clearDraftsOf } from '@/features/bugs/submit/bug-draft';
import { useTeamStatus } from '@/features/teams';
import { useSession } from '@/lib/use-session';
import { usePopover } from './use-popover';
import styles from './layout.module.css';

/** Only an uploaded image (https or our own path) is shown as the avatar; anything else falls back to the initial. */
function safeLogo(url: string | null): string | undefined {
  if (!url) return undefined;
  return /^(https:\/\/|\/(?!\/))/.test(url) ? url : undefined;
}

/**
 * The signed-in user's menu (spec 000 §2 "Top navigation"): the name, the message centre,
 * the console for staff, and sign out; the account-centre entries join it as their pages are built.
 */
export function UserMenu({ username, userLogo }: { username: string; userLogo: string | null }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const { open, toggle, root } = usePopover<HTMLDivElement>(pathname);
  const signOut = useSignOut();
  const logo = safeLogo(userLogo);
  // Staff accounts have no user type and are certified, which no other account can be; the console itself checks on the server.
  const session = useSession();
  const staff = !session.usertype && session.userStatus === 'certification';
  // Spec 000 §2: my achievements for everyone but companies; my team once the team menu is on, with a dot for applications to review.
  const team = useTeamStatus();
  const achievements = !staff && session.usertype !== 'company';
  // The one sign-out a person asks for: their report drafts go with the session. A session that
  // merely ended (8 hours, revoked) keeps them, so signing in again finds the unsent report.
  const onSignOut = () => {
    clearDraftsOf(session.username ?? '');
    signOut.mutate();
  };
  return (
    <div ref={root} className={styles.userMenu}>
      {/* Named by its content, not aria-label: the avatar's initial would otherwise make the
          visible text differ from the name (axe label-content-name-mismatch). */}
      <button type="button" className={styles.userButton} aria-haspopup="menu" aria-expanded={open} onClick={toggle} data-testid="user-menu">
        <span className={styles.avatar} aria-hidden="true">
          {logo ? <img src={logo} alt="" width={24} height={24} /> : username.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.userName} aria-hidden="true">{username}</span>
        {team.teamApply > 0 && <span className={styles.dot} aria-hidden="true" data-testid="team-apply-dot" />}
        <span className="wl-sr-only">{t('menu.label', { name: username })}</span>
      </button>
      {open && (
        <div className={styles.userPanel}>
          <p className={styles.userWho} data-testid="user-menu-name">
            {t('menu.signedInAs')}: {username}
          </p>
          <ul role="menu" aria-label={t('menu.label', { name: username })}>
            <li role="none">
              <Link role="menuitem" to="/userCenter/myAccount" data-testid="menu-account">
                {t('menu.account')}
              </Link>
            </li>
            {!staff && (
              <li role="none">
                <Link role="menuitem" to="/userCenter/myBug" data-testid="menu-my-bugs">
                  {t('nav.myBugs')}
                </Link>
              </li>
            )}
            {!staff && (
              <li role="none">
                <Link role="menuitem" to="/userCenter/myProject" data-testid="menu-my-projects">
                  {t('nav.myProjects')}
                </Link>
              </li>
            )}
            {achievements && (
              <li role="none">
                <Link role="menuitem" to="/userCenter/achievement" data-testid="menu-achievements">
                  {t('nav.myAchievements')}
                </Link>
              </li>
            )}
            {team.teamMenu && (
              <li role="none">
                <Link role="menuitem" to="/userCenter/myTeam" data-testid="menu-my-team">
                  {t('nav.myTeam')}
                  {team.teamApply > 0 && (
                    <>
                      <span className={styles.dot} aria-hidden="true" />
                      <span className="wl-sr-only">{t('nav.teamApplications', { count: team.teamApply })}</span>
                    </>
                  )}
                </Link>
              </li>
            )}
            <li role="none">
              <Link role="menuitem" to="/userCenter/news" data-testid="menu-messages">
                {t('menu.messages')}
              </Link>
            </li>
            {staff && (
              <li role="none">
                <Link role="menuitem" to="/admin" data-testid="menu-console">
                  {t('menu.console')}
                </Link>
              </li>
            )}
            <li role="none">
              <button type="button" role="menuitem" className={styles.danger} disabled={signOut.isPending} onClick={onSignOut} data-testid="sign-out">
                {t('menu.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
