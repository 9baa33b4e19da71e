import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/lib/use-session';
import { UserMenu } from './user-menu';
import styles from './layout.module.css';

/** The right end of the top navigation: sign-in and sign-up for a visitor, the user menu once signed in. */
export function SessionActions() {
  const { t } = useTranslation('layout');
  const session = useSession();
  if (session.token) return <UserMenu username={session.username || t('menu.account')} userLogo={session.userLogo} />;
  return (
    <div className={styles.visitorActions}>
      <button type="button" className={styles.button} onClick={openLoginDialog} data-testid="nav-login">
        {t('nav.login')}
      </button>
      <Link to="/register/createAccount" className={`${styles.button} ${styles.primary}`} data-testid="nav-register">
        {t('nav.register')}
      </Link>
    </div>
  );
}
