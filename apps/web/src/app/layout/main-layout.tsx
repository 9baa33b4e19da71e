import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { RouteGuard } from '../route-guard';
import { PageLoader } from '../page-loader';
import { TopNav } from './top-nav';
import { SiteFooter } from './site-footer';
import styles from './layout.module.css';

export function MainLayout() {
  const navigation = useNavigation();
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
    </div>
  );
}
