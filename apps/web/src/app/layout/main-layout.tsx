import { Suspense } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { asksForLogin, useLoginDialogOpen } from '@/lib/login-dialog';
import { thirdPartyReturn } from '@/features/third-party/third-party-return';
import { thirdPartyStrings } from '@/features/third-party/routes';
import { announcementsStrings } from '@/features/announcements/routes';
import { lazyPart } from '../load-part';
import { PageOutlet } from '../page-outlet';
import { TopNav } from './top-nav';
import { SiteFooter } from './site-footer';
import { SignedOutNotice } from './signed-out-notice';
import styles from './layout.module.css';

/** The home-page announcement popup, its own chunk so the sanitiser stays out of the shell. */
const AnnouncementPopup = lazyPart({ load: () => import('@/features/announcements/announcement-popup'), strings: { announcements: announcementsStrings } });
const HOME_PATHS = new Set(['/', '/index']);
/** Ends a WeChat or Alipay sign-in when the provider sent the browser back (spec 000 §2: query code / auth_code). */
const ThirdPartyCallback = lazyPart({ load: () => import('@/features/third-party/third-party-callback'), strings: { thirdParty: thirdPartyStrings } });

export function MainLayout() {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const loginOpen = useLoginDialogOpen();
  const returning = thirdPartyReturn(new URLSearchParams(search), pathname) !== null;
  return (
    <div className={styles.shell}>
      {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-busy="true" />}
      <TopNav />
      <SignedOutNotice />
      <main className={styles.main}>
        <PageOutlet />
      </main>
      <SiteFooter />
      {/* The popup waits while the visitor is signing in, so it never covers the login dialog. */}
      {returning && (
        <Suspense fallback={null}>
          <ThirdPartyCallback />
        </Suspense>
      )}
      {HOME_PATHS.has(pathname) && !loginOpen && !returning && !asksForLogin(new URLSearchParams(search)) && (
        <Suspense fallback={null}>
          <AnnouncementPopup />
        </Suspense>
      )}
    </div>
  );
}
