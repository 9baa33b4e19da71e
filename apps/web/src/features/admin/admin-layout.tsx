import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Layout, Menu, Result, Segmented, Space, Spin, Typography, type MenuProps } from 'antd';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { getSessionValue } from '@/lib/session';
import type { Locale } from '@wardline/contract';
import { changeLocale } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useAdminMe } from './api/use-admin-me';
import { useAdminT } from './i18n';
import { activeSection, visibleSections } from './admin-sections';
import styles from './admin.module.css';

const SecurityPage = lazy(() => import('./security/security-page'));

function Centered({ children }: { children: React.ReactNode }) {
  return <div className={styles.centered}>{children}</div>;
}

/**
 * The staff console's frame: side menu, header, and the page. It asks the server who is
 * signed in (GET /admin/me); anyone but staff gets the 403 page. A staff account without
 * two-step sign-in sees only its enrolment until it is on (the server answers nothing else
 * to it). The server refuses every console call anyway: this only spares a broken screen.
 */
export default function AdminLayout() {
  const { t, i18n } = useAdminT();
  const { pathname } = useLocation();
  const signedIn = getSessionValue('jwtToken') !== null;
  const me = useAdminMe(signedIn);
  // Below Ant Design's `lg` the menu leaves the page to the content and opens over it from the
  // header's own button; Ant Design's floating trigger sat on top of the content (issue 13, item 21).
  const [narrow, setNarrow] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const permissions = me.data?.permissions;
  const items = useMemo<MenuProps['items']>(
    () =>
      visibleSections(permissions ?? []).map((group) => ({
        type: 'group' as const,
        key: group.key,
        label: t(group.label),
        children: group.items.map((item) => ({ key: item.key, label: <Link to={item.to}>{t(item.label)}</Link> })),
      })),
    [t, permissions],
  );

  // A visitor is asked to sign in (the home page opens the sign-in dialog), not shown a 403.
  if (!signedIn) return <Navigate to="/?type=login" replace />;
  if (me.isPending) {
    return (
      <Centered>
        <Spin size="large" />
      </Centered>
    );
  }
  if (me.error) {
    const forbidden = me.error instanceof ApiError && me.error.status === 403;
    return (
      <Centered>
        <Result
          status={forbidden ? '403' : 'error'}
          title={forbidden ? t('forbidden.title') : t('loadFailed')}
          subTitle={forbidden ? t('forbidden.body') : me.error.message}
          extra={
            <Link to="/">
              <Button type="primary">{t('forbidden.action')}</Button>
            </Link>
          }
        />
      </Centered>
    );
  }

  return (
    <Layout className={styles.shell}>
      <Layout.Sider
        id="admin-menu"
        width={220}
        theme="light"
        breakpoint="lg"
        collapsedWidth={0}
        collapsible
        collapsed={narrow && !menuOpen}
        trigger={null}
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setMenuOpen(false);
        }}
        className={`${styles.sider} ${narrow ? styles.siderOverlay : ''} ${narrow && !menuOpen ? styles.siderClosed : ''}`}
        data-testid="admin-sider"
      >
        <Link to="/admin" className={styles.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('title')}</span>
        </Link>
        <Menu mode="inline" items={items} selectedKeys={[activeSection(pathname)]} style={{ borderInlineEnd: 'none' }} aria-label={t('title')} />
      </Layout.Sider>
      {narrow && menuOpen && <div className={styles.backdrop} onClick={() => setMenuOpen(false)} aria-hidden="true" data-testid="admin-menu-backdrop" />}
      <Layout>
        <Layout.Header className={styles.header}>
          {narrow && (
            <button
              type="button"
              className={styles.menuButton}
              aria-label={t('openMenu')}
              aria-expanded={menuOpen}
              aria-controls="admin-menu"
              onClick={() => setMenuOpen((open) => !open)}
              data-testid="admin-menu-button"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
          <Space size="middle" className={styles.headerActions}>
            <Typography.Text strong data-testid="admin-me" className={styles.me}>
              {me.data.nickname}
            </Typography.Text>
            <Segmented
              size="small"
              aria-label={t('language')}
              value={i18n.language}
              options={[
                { label: '中文', value: 'zh' },
                { label: 'EN', value: 'en' },
              ]}
              onChange={(value) => void changeLocale(value as Locale)}
            />
            <Link to="/">{t('backToSite')}</Link>
          </Space>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Suspense
            fallback={
              <Centered>
                <Spin />
              </Centered>
            }
          >
            {me.data.totpEnabled ? (
              <Outlet />
            ) : (
              <>
                <Alert type="warning" showIcon title={t('security.required')} style={{ marginBottom: 16 }} data-testid="totp-required" />
                <SecurityPage />
              </>
            )}
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
