import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/lib/use-session';
import { publishEntryStrings } from '@/components/publish-entry/strings';
import { lazyPart } from '../load-part';
import styles from './layout.module.css';

/** With the publish entry's prompts, which only a signed-in company's role button shows. */
const SignedInActions = lazyPart({ load: () => import('./signed-in-actions'), strings: { publishEntry: publishEntryStrings }, antd: false });

/**
 * The right end of the top navigation: sign-in and sign-up for a visitor; once signed in,
 * the bell and the user menu, loaded then (a placeholder of their size meanwhile, so
 * nothing moves).
 */
export function SessionActions() {
  const { t } = useTranslation('layout');
  const session = useSession();
  if (session.token) {
    return (
      <Suspense fallback={<span className={styles.signedInPlaceholder} aria-hidden="true" />}>
        <SignedInActions />
      </Suspense>
    );
  }
  return (
    <div className={styles.visitorActions}>
      {/* Spec 000 §4: a visitor's project entry asks them to sign in first. */}
      <button type="button" className={`${styles.button} ${styles.roleVisitor}`} onClick={openLoginDialog} data-testid="nav-submit-vulnerability">
        {t('role.submitVulnerability')}
      </button>
      <button type="button" className={styles.button} onClick={openLoginDialog} data-testid="nav-login">
        {t('nav.login')}
      </button>
      <Link to="/register/createAccount" className={`${styles.button} ${styles.primary}`} data-testid="nav-register">
        {t('nav.register')}
      </Link>
    </div>
  );
}
