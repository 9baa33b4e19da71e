import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminMeApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { adminStrings } from '@/features/admin/routes';
import { lazyPart } from './load-part';
import { PageLoader } from './page-loader';
import styles from './shell.module.css';

/** The console's frame (side menu, header, its strings and Ant Design): fetched only for staff. */
const ConsoleFrame = lazyPart({ load: () => import('@/features/admin/admin-layout'), strings: { admin: adminStrings } });

/**
 * The staff console (`/admin`): asks the server who is signed in (`GET /admin/me`, which
 * answers 403 to anyone but staff) before a byte of the console is loaded, so a hacker or
 * a company never downloads it. Same query key as the console's own, so it is asked once.
 */
export function ConsoleGate() {
  const { t } = useTranslation('layout');
  const me = useQuery({ queryKey: ['admin', 'me'], queryFn: ({ signal }) => callApi(adminMeApi.me, {}, signal), staleTime: 5 * 60_000, retry: false });
  if (me.isPending) return <PageLoader />;
  if (me.error) {
    return (
      <section className={styles.result} role="alert" data-testid="console-forbidden">
        <h1>{t('console.forbidden')}</h1>
        <p>{t('console.forbiddenBody')}</p>
        <Link to="/" className={styles.primaryButton}>
          {t('nav.backHome')}
        </Link>
      </section>
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <ConsoleFrame />
    </Suspense>
  );
}
