import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { asksForLogin, useLoginDialogOpen } from '@/lib/login-dialog';
import { RouteGuard } from '../route-guard';
import { PageLoader } from '../page-loader';
import { TopNav } from './top-nav';
import { SiteFooter } from './site-footer';
import styles from './layout.module.css';

/** The home-page announcement popup, its own chunk so the sanitiser stays out of the shell. */
const AnnouncementPopup = lazy(() => import('@/features/announcements/announcement-popup'));
const HOME_PATHS = new Set(['/', '/index']);

export function MainLayout() {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const loginOpen = useLoginDialogOpen();
  return (
    <div className={styles.shell}>
      {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-busy="true" />}
      <TopNav />
      <main className={styles.main}>
        <RouteGuard>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteGuard>
      </main>
      <SiteFooter />
      {/* The popup waits while the visitor is signing in, so it never covers the login dialog. */}
      {HOME_PATHS.has(pathname) && !loginOpen && !asksForLogin(new URLSearchParams(search)) && (
        <Suspense fallback={null}>
          <AnnouncementPopup />
        </Suspense>
      )}
    </div>
  );
}
