import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { afterPageLoad } from '@/lib/after-page-load';
import { asksForLogin, useLoginDialogOpen } from '@/lib/login-dialog';
import { thirdPartyReturn } from '@/features/third-party/third-party-return';
import { thirdPartyStrings } from '@/features/third-party/routes';
import { announcementsStrings } from '@/features/announcements/routes';
import { lazyPart } from '../load-part';
import { PageOutlet } from '../page-outlet';
import { PageProgress } from './page-progress';
import { TopNav } from './top-nav';
import { SiteFooter } from './site-footer';
import { SignedOutNotice } from './signed-out-notice';
import styles from './layout.module.css';

/** The home-page announcement popup (a plain dialog), its own chunk so the sanitiser stays out of the shell. */
const AnnouncementPopup = lazyPart({ load: () => import('@/features/announcements/announcement-popup'), strings: { announcements: announcementsStrings }, antd: false });

/**
 * True once the page has loaded (its images and data too) and the browser is idle: the
 * popup then comes after what the visitor came for instead of competing with it.
 */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true)), []);
  return loaded;
}
const HOME_PATHS = new Set(['/', '/index']);
/** Ends a WeChat or Alipay sign-in when the provider sent the browser back (spec 000 §2: query code / auth_code). */
const ThirdPartyCallback = lazyPart({ load: () => import('@/features/third-party/third-party-callback'), strings: { thirdParty: thirdPartyStrings } });

export function MainLayout() {
  const { pathname, search } = useLocation();
  const loginOpen = useLoginDialogOpen();
  const returning = thirdPartyReturn(new URLSearchParams(search), pathname) !== null;
  const pageLoaded = usePageLoaded();
  return (
    <div className={styles.shell}>
      <PageProgress />
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
      {pageLoaded && HOME_PATHS.has(pathname) && !loginOpen && !returning && !asksForLogin(new URLSearchParams(search)) && (
        <Suspense fallback={null}>
          <AnnouncementPopup />
        </Suspense>
      )}
    </div>
  );
}
