import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { asksForLogin, openLoginDialog, useLoginDialogOpen } from '@/lib/login-dialog';
import { hasSession } from '@/lib/session';
import { authStrings } from '@/features/auth/strings';
import { thirdPartyStrings } from '@/features/third-party/routes';
import { verificationStrings } from '@/components/verification/strings';
import { lazyPart } from '../load-part';
import { LanguageSwitch } from './language-switch';
import { NavMenu } from './nav-menu';
import { SessionActions } from './session-actions';
import styles from './layout.module.css';

/** The sign-in dialog, its strings and Ant Design: loaded the first time someone asks to sign in. */
const LoginDialogHost = lazyPart({
  load: () => import('./login-dialog-host'),
  strings: { auth: authStrings, thirdParty: thirdPartyStrings, verification: verificationStrings },
});

/** Plain markup and CSS, so the first paint carries no component library. */
export function TopNav() {
  const { t } = useTranslation(['layout', 'common']);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const loginOpen = useLoginDialogOpen();
  const [dialogWanted, setDialogWanted] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const triggered = asksForLogin(params);

  useEffect(() => {
    if (triggered && !hasSession()) openLoginDialog();
  }, [triggered]);
  // Once loaded, the dialog stays mounted so it can animate closed and open again at once.
  if (loginOpen && !dialogWanted) setDialogWanted(true);
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={styles.header} data-testid="top-nav">
      <div className={`wl-container ${styles.headerInner}`}>
        <Link to="/" className={styles.brand} aria-label={t('common:productName')}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('common:productName')}</span>
        </Link>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="wl-main-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span aria-hidden="true" />
        </button>
        <nav id="wl-main-menu" aria-label={t('nav.mainMenu')} className={`${styles.menu} ${menuOpen ? styles.menuOpen : ''}`}>
          <NavMenu />
          {/* On a phone the language switch lives in the opened menu (the bar's is hidden there). */}
          {menuOpen && <LanguageSwitch className={styles.menuLanguage} />}
        </nav>
        <div className={styles.actions}>
          <LanguageSwitch className={styles.barLanguage} />
          <SessionActions />
        </div>
      </div>
      {dialogWanted && (
        <Suspense fallback={null}>
          <LoginDialogHost />
        </Suspense>
      )}
    </header>
  );
}
